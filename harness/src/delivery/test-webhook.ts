import type { BodyEncoding } from '../body/body-encoding.ts';
import { buildBody } from '../body/build-body.ts';
import { NotFoundError, UsageError } from '../errors.ts';
import { assertEvent } from '@designhooks/testing';
import type { Store } from '../store/open-store.ts';
import type { Webhook } from '../store/webhook-table.ts';
import { deliverAndRecord, type RecordedResult, type SendSettings } from './deliver-and-record.ts';

/**
 * The "test" button of the Integrations settings: sends the canonical fixture of one event the
 * webhook subscribes to (its first, or `event` when given), signed with its key, and records
 * it with source `test`. Works on inactive webhooks too.
 *
 * @example
 * ```ts
 * const { result } = await testWebhook(store, 'wh_8f3k2m9q0d1z', {}, { policy: defaultRetryPolicy });
 * result.ok;
 * ```
 */
export async function testWebhook(
  store: Store,
  id: string,
  input: { event?: string | undefined; encoding?: BodyEncoding | undefined },
  settings: SendSettings,
): Promise<{ webhook: Webhook; event: string; result: RecordedResult }> {
  const webhook = store.webhooks.get(id);
  if (!webhook) throw new NotFoundError(`no webhook "${id}" (see designhooks webhooks list)`);
  if (input.event !== undefined) assertEvent(input.event);
  const event = input.event ?? webhook.events[0];
  if (!event || !webhook.events.includes(event)) {
    throw new UsageError(
      `webhook ${id} does not subscribe to "${input.event}"; its events: ${webhook.events.join(', ')}`,
    );
  }
  const body = buildBody({ event, encoding: input.encoding });
  const result = await deliverAndRecord(
    store,
    {
      url: new URL(webhook.url),
      body,
      event,
      secret: store.webhooks.signingKey(id),
      source: 'test',
      webhookId: id,
    },
    settings,
  );
  return { webhook, event, result };
}
