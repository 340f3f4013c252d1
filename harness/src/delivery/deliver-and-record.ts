import type { DeliverySource, DeliveryRecord } from '../store/delivery-table.ts';
import type { Store } from '../store/open-store.ts';
import {
  deliver,
  type AttemptReport,
  type AttemptRequest,
  type DeliveryResult,
} from './deliver.ts';
import type { TlsSettings } from './post-once.ts';
import type { RetryPolicy } from './retry-policy.ts';

/** How a command sends: policy, trust and naming, shared by send, trigger, test, redeliver. */
export interface SendSettings {
  policy: RetryPolicy;
  tls?: TlsSettings | undefined;
  /** Platform name for header names; default `Abstract`. */
  service?: string | undefined;
  /** Jitter source and sleeper, injectable for tests. */
  random?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
  /**
   * Called after each attempt is recorded (the CLI prints it live), with the record written
   * for it (undefined when there is no store).
   */
  onAttempt?: ((report: AttemptReport, record: DeliveryRecord | undefined) => void) | undefined;
}

/** One delivery to make and record. */
export interface RecordedDelivery {
  url: URL;
  body: Buffer;
  event: string;
  secret?: string | undefined;
  source: DeliverySource;
  webhookId?: string | null | undefined;
  redeliveryOf?: string | null | undefined;
}

/** A delivery's result plus the records written for its attempts. */
export interface RecordedResult extends DeliveryResult {
  records: DeliveryRecord[];
}

/**
 * Delivers one body with {@link deliver} and records every attempt in the store as it happens
 * (written `pending` before its request leaves, completed before the next attempt or the result; attempts of concurrent deliveries share a
 * transaction through `store.batch`; retries share the first attempt's id as `groupId`). For a webhook,
 * also bumps its `lastPushedAt` and, when the delivery failed, its `errorCount`.
 *
 * @example
 * ```ts
 * const result = await deliverAndRecord(store, { url, body, event: 'project.updated', source: 'send' },
 *   { policy: defaultRetryPolicy });
 * result.records[0].id; // 'dl_…'
 * ```
 */
export async function deliverAndRecord(
  store: Store | undefined,
  delivery: RecordedDelivery,
  settings: SendSettings,
): Promise<RecordedResult> {
  const records: DeliveryRecord[] = [];
  let pending: DeliveryRecord | undefined;
  // Write-ahead: the attempt is recorded before its request leaves, so a sender killed while it
  // waits for the answer leaves a trace (shown `interrupted`), and a store that cannot record
  // (a full disk) stops the delivery before anything is sent.
  const beforeAttempt = async (request: AttemptRequest & { attempt: number }): Promise<void> => {
    if (!store) return;
    pending = await store.batch(() =>
      store.deliveries.begin({
        groupId: records[0]?.id,
        attempt: request.attempt,
        webhookId: delivery.webhookId ?? null,
        redeliveryOf: delivery.redeliveryOf ?? null,
        source: delivery.source,
        event: delivery.event,
        url: request.url,
        time: new Date().toISOString(),
        request: {
          headers: request.headers.map(([name, value]) => [name, value]),
          body: request.body,
        },
      }),
    );
  };
  const onAttempt = async (report: AttemptReport): Promise<void> => {
    const started = pending;
    pending = undefined;
    const added =
      store && started ? await store.batch(() => complete(store, started, report)) : undefined;
    if (added) records.push(added);
    settings.onAttempt?.(report, added);
  };
  const complete = (
    store: Store,
    started: DeliveryRecord,
    report: AttemptReport,
  ): DeliveryRecord => {
    const added = store.deliveries.complete(started.id, {
      time: report.startedAt.toISOString(),
      response: report.response,
      durationMs: report.durationMs,
      error: report.error,
      verdict: report.decision.verdict,
      retryDelayMs: report.decision.delayMs,
      reason: report.decision.reason,
    });
    if (delivery.webhookId) {
      store.webhooks.notePush(
        delivery.webhookId,
        report.startedAt.toISOString(),
        report.decision.verdict === 'failed',
      );
    }
    return added;
  };
  const result = await deliver({
    url: delivery.url,
    body: delivery.body,
    secret: delivery.secret,
    service: settings.service,
    policy: settings.policy,
    tls: settings.tls,
    beforeAttempt,
    onAttempt,
    ...(settings.random ? { random: settings.random } : {}),
    ...(settings.sleep ? { sleep: settings.sleep } : {}),
  });
  return { ...result, records };
}
