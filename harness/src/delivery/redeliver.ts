import { DEFAULT_SERVICE, signatureHeader, verifySignature } from '@designhooks/receiver';
import { NotFoundError, UsageError } from '../errors.ts';
import type { DeliveryFilter, DeliveryRecord } from '../store/delivery-table.ts';
import type { Store } from '../store/open-store.ts';
import {
  deliverAndRecord,
  type RecordedDelivery,
  type RecordedResult,
  type SendSettings,
} from './deliver-and-record.ts';
import { redactUrl } from '../text/redact-url.ts';
import { Reachability } from './reachability.ts';

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
  const planned = planRedelivery(store, original, input);
  return { original, result: await send(store, planned, settings) };
}

/** What {@link redeliverFailed} did: each redelivery, and what it did not send. */
export interface FailedRedeliveries {
  /** Every delivery still to recover when it started (the ids of their first attempts). */
  failed: string[];
  /** How many redeliveries got a 2xx, and how many failed again (each told to `onRedelivery`). */
  delivered: number;
  failedAgain: number;
  /**
   * Deliveries not sent for their webhook: deleted since (nothing to send them to), or paused
   * (it takes no deliveries; `redeliver <id>` sends one all the same).
   */
  leftOut: { id: string; webhookId: string; why: 'deleted' | 'paused' }[];
  /** Not sent because an earlier redelivery to the same URL got no HTTP answer. */
  notSent: string[];
  /** Why, one line per URL given up. */
  stopped: string[];
}

/**
 * Redelivers every delivery still to recover (`store.deliveries.failedDeliveries`: its last
 * attempt failed and no redelivery has delivered it since), oldest first, one at a time, as
 * {@link redeliver} does each: after an outage, what the receiver missed. Every one is planned
 * before the first is sent, so a missing key stops the run before anything goes out. When the
 * first redelivery to a URL gets no HTTP answer at all (refused, DNS, TLS: `Reachability`'s rule;
 * a timeout may be a slow receiver), the others to that URL are not sent. Deliveries of webhooks
 * deleted or paused since are left out.
 *
 * @example
 * ```ts
 * const run = await redeliverFailed(store, { webhookId: 'wh_8f3k2m9q0d1z' }, {}, { policy: defaultRetryPolicy });
 * console.log(`${run.delivered} delivered, ${run.failedAgain} failed again`);
 * ```
 */
export async function redeliverFailed(
  store: Store,
  filter: Pick<DeliveryFilter, 'webhookId' | 'events'>,
  input: RedeliverInput & {
    /** Told after each redelivery, as it ends. */
    onRedelivery?: (original: DeliveryRecord, result: RecordedResult) => void;
  },
  settings: SendSettings,
): Promise<FailedRedeliveries> {
  const failed = store.deliveries.failedDeliveries(filter);
  const leftOut: FailedRedeliveries['leftOut'] = [];
  const toSend: string[] = [];
  // a key given is for the deliveries of no webhook; a webhook's are signed with its own
  const inputFor = (original: DeliveryRecord) =>
    original.webhookId ? { ...input, secret: undefined } : input;
  for (const id of failed) {
    const original = store.deliveries.get(id)!;
    const webhook = original.webhookId ? store.webhooks.get(original.webhookId) : undefined;
    if (original.webhookId && !webhook?.active)
      leftOut.push({ id, webhookId: original.webhookId, why: webhook ? 'paused' : 'deleted' });
    else {
      planRedelivery(store, original, inputFor(original)); // refuses before anything is sent
      toSend.push(id);
    }
  }
  const run: FailedRedeliveries = {
    failed,
    delivered: 0,
    failedAgain: 0,
    leftOut,
    notSent: [],
    stopped: [],
  };
  // Per URL, as scenario run and send --count decide for theirs (Reachability).
  const reachability = new Map<string, Reachability>();
  for (const id of toSend) {
    // planned again, one at a time: only one body is held at once, however many failed
    const original = store.deliveries.get(id)!;
    const planned = planRedelivery(store, original, { ...inputFor(original), onNote: undefined });
    const url = planned.delivery.url.href;
    const reach = reachability.get(url) ?? reachability.set(url, new Reachability()).get(url)!;
    if (reach.stopReason !== undefined) {
      run.notSent.push(id);
      continue;
    }
    const result = await send(store, planned, settings);
    if (result.ok) run.delivered++;
    else run.failedAgain++;
    input.onRedelivery?.(original, result);
    reach.record(result);
    if (reach.stopReason !== undefined)
      run.stopped.push(`${redactUrl(url)} got no HTTP answer: ${reach.stopReason}`);
  }
  return run;
}

/** A redelivery checked and ready to send: where, with which key and header names. */
interface PlannedRedelivery {
  delivery: RecordedDelivery;
  service: string | undefined;
}

// Everything that can refuse a redelivery, before anything is sent.
function planRedelivery(
  store: Store,
  original: DeliveryRecord,
  input: RedeliverInput,
): PlannedRedelivery {
  const { id } = original;
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
  return {
    delivery: {
      url: new URL(url),
      body: original.request.body,
      event: original.event,
      secret,
      source: 'redeliver',
      webhookId: original.webhookId,
      redeliveryOf: original.id,
    },
    service: sent.service,
  };
}

function send(
  store: Store,
  { delivery, service }: PlannedRedelivery,
  settings: SendSettings,
): Promise<RecordedResult> {
  return deliverAndRecord(store, delivery, { ...settings, service: settings.service ?? service });
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
