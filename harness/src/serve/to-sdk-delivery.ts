import type { DeliveryRecord } from '../store/delivery-table.ts';
import { webhookEvent, type SdkWebhookEvent } from './webhook-events.ts';

/**
 * One delivery attempt as the SDK's `WebhookDelivery` type has it, plus what the harness knows
 * beyond it (`attempt`, `groupId`, `redeliveryOf`, `durationMs`, `failure`).
 */
export interface SdkWebhookDelivery {
  id: string;
  webhookId: string;
  pushedAt: string;
  event: SdkWebhookEvent;
  /** True when the attempt did not get a 2xx. */
  error: boolean;
  request: { headers: Record<string, string>; body: unknown };
  /** `code` 0 and empty headers when no response came (see `failure`). */
  response: { code: number; headers: Record<string, string | string[]>; body: unknown };
  attempt: number;
  groupId: string;
  redeliveryOf: string | null;
  durationMs: number;
  /**
   * Why there was no response (timeout, refused, tls, …), why the policy stopped (`status`), or
   * `pending` while the attempt is still waiting for its answer.
   */
  failure: { kind: string; message: string } | null;
}

/**
 * Maps a recorded attempt to the SDK's `WebhookDelivery`: request headers as an object, bodies
 * parsed as JSON (a body that is not JSON stays a string), the event as a `WebhookEvent`.
 *
 * @example
 * ```ts
 * const [first] = store.deliveries.list({ webhookId: 'wh_8f3k2m9q0d1z' }).map(toSdkDelivery);
 * first?.response.code; // 200
 * ```
 */
export function toSdkDelivery(record: DeliveryRecord): SdkWebhookDelivery {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(record.response?.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  return {
    id: record.id,
    webhookId: record.webhookId ?? '',
    pushedAt: record.time,
    event: webhookEvent(record.event),
    error: record.verdict !== 'succeeded',
    request: {
      headers: Object.fromEntries(record.request.headers),
      body: parseOrText(record.request.body.toString('utf8')),
    },
    response: {
      code: record.response?.status ?? 0,
      headers,
      body: record.response ? parseOrText(record.response.body) : null,
    },
    attempt: record.attempt,
    groupId: record.groupId,
    redeliveryOf: record.redeliveryOf,
    durationMs: record.durationMs,
    failure: record.error ?? failureOfVerdict(record),
  };
}

/** A recorded verdict as a failure: an attempt still in flight is `pending`, not a bad status. */
function failureOfVerdict(record: DeliveryRecord): SdkWebhookDelivery['failure'] {
  if (record.verdict === 'succeeded') return null;
  return { kind: record.verdict === 'pending' ? 'pending' : 'status', message: record.reason };
}

function parseOrText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
