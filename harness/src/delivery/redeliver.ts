import { DEFAULT_SERVICE, signatureHeader, verifySignature } from '@designhooks/receiver';
import { NotFoundError, UsageError } from '../errors.ts';
import type { DeliveryRecord } from '../store/delivery-table.ts';
import type { Store } from '../store/open-store.ts';
import { deliverAndRecord, type RecordedResult, type SendSettings } from './deliver-and-record.ts';

/** Where a redelivery's key comes from besides a webhook's record, and what to say before it goes. */
export interface RedeliverInput {
  /** The key given for this redelivery (`--secret`, `--secret-file`): only for a delivery of no webhook. */
  secret?: string | undefined;
  /**
   * A key exported for every command (`$DESIGNHOOKS_SECRET`): used for a delivery of no webhook
   * that was sent signed, when `secret` is not given; never for a webhook's delivery.
   */
  environmentSecret?: string | undefined;
  /** Told, before anything is sent, when the key will not give the signature the original carried. */
  onNote?: ((note: string) => void) | undefined;
}

/**
 * Sends a recorded delivery's body again, byte for byte, as a new delivery linked to the old
 * one (`redeliveryOf`), with the platform name of its headers (unless `settings.service` says
 * another). For a webhook's delivery it goes to the webhook's current URL, signed with its
 * current key; for one of no webhook (`send`, `scenario run`), to the recorded URL, signed with
 * `secret` (or `environmentSecret` when the original was signed). A delivery that was sent signed
 * is never redelivered unsigned: without a key that is a {@link UsageError}.
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
  input: RedeliverInput,
  settings: SendSettings,
): Promise<{ original: DeliveryRecord; result: RecordedResult }> {
  const original = store.deliveries.get(id);
  if (!original) throw new NotFoundError(`no delivery "${id}" (see designhooks deliveries list)`);
  const sent = sentWith(original);
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
        `delivery ${id} belongs to webhook ${webhook.id} and is signed with its key; --secret is for deliveries made by send or scenario run`,
      );
    }
    url = webhook.url;
    secret = store.webhooks.signingKey(webhook.id);
  } else if (sent.signature !== undefined) {
    secret ??= input.environmentSecret;
    if (secret === undefined) {
      throw new UsageError(
        `delivery ${id} was sent signed, and the store keeps no key of a delivery that belongs to no webhook (send, scenario run): pass it with --secret-file <path> or $DESIGNHOOKS_SECRET`,
      );
    }
    if (!verifySignature(original.request.body, sent.signature, secret)) {
      input.onNote?.(
        `this key does not give the signature delivery ${id} was sent with (another key?): a receiver that checks the original key refuses the redelivery`,
      );
    }
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
    { ...settings, service: settings.service ?? sent.service },
  );
  return { original, result };
}

// The platform name and the signature an attempt was sent with, read off its recorded headers:
// a `send --service Acme` delivery is redelivered with Acme's header names unless told otherwise.
function sentWith(record: DeliveryRecord): { service?: string; signature?: string } {
  const header = (name: string) =>
    record.request.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const service = /^([A-Za-z0-9][A-Za-z0-9-]*)-Webhooks$/.exec(header('User-Agent') ?? '')?.[1];
  const signature = header(signatureHeader(service ?? DEFAULT_SERVICE));
  return {
    ...(service !== undefined ? { service } : {}),
    ...(signature !== undefined ? { signature } : {}),
  };
}
