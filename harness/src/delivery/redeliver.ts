import { NotFoundError, UsageError } from '../errors.ts';
import type { DeliveryRecord } from '../store/delivery-table.ts';
import type { Store } from '../store/open-store.ts';
import { deliverAndRecord, type RecordedResult, type SendSettings } from './deliver-and-record.ts';

/**
 * Sends a recorded delivery's body again, byte for byte, as a new delivery linked to the old
 * one (`redeliveryOf`). For a webhook's delivery it goes to the webhook's current URL, signed
 * with its current key; for a `send` record, to the recorded URL, signed only with `secret`.
 *
 * @example
 * ```ts
 * const { result } = await redeliver(store, 'dl_4k9x2m7q1c0a', {}, { policy: defaultRetryPolicy });
 * result.records[0].redeliveryOf; // 'dl_4k9x2m7q1c0a'
 * ```
 */
export async function redeliver(
  store: Store,
  id: string,
  input: { secret?: string | undefined },
  settings: SendSettings,
): Promise<{ original: DeliveryRecord; result: RecordedResult }> {
  const original = store.deliveries.get(id);
  if (!original) throw new NotFoundError(`no delivery "${id}" (see designhooks deliveries list)`);
  let url = original.url;
  let secret = input.secret;
  if (original.webhookId) {
    const webhook = store.webhooks.get(original.webhookId);
    if (!webhook)
      throw new NotFoundError(
        `delivery ${id} was for webhook ${original.webhookId}, which has been deleted`,
      );
    if (input.secret !== undefined) {
      throw new UsageError(
        `delivery ${id} belongs to webhook ${webhook.id} and is signed with its key; --secret is for deliveries made by send`,
      );
    }
    url = webhook.url;
    secret = store.webhooks.signingKey(webhook.id);
  }
  const result = await deliverAndRecord(
    store,
    {
      url: new URL(url),
      body: original.request.body,
      event: original.event,
      secret,
      source: 'redeliver',
      webhookId: original.webhookId,
      redeliveryOf: original.id,
    },
    settings,
  );
  return { original, result };
}
