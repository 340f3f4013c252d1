import { StoppedAnswering } from '@designhooks/testing';
import type { Store } from '../store/open-store.ts';
import {
  deliverAndRecord,
  type RecordedDelivery,
  type SendSettings,
} from './deliver-and-record.ts';
import { Reachability } from './reachability.ts';
import { responseInFront } from './response-in-front.ts';
import { sendMany, type SendSummary } from './send-many.ts';

/** What a `send --count` run found: {@link SendSummary}'s figures and what they point at. */
export interface CountReport extends SendSummary {
  /** Why deliveries failed (`status 503`, `no answer within 10000 ms`), most frequent first. */
  failures: Array<{ reason: string; count: number }>;
  /**
   * p95 a second or more over a median five times quicker: some deliveries waited, as when the
   * receiver's listen backlog is full (a TCP client asks again 1, 3, 7 s later) or its handler
   * stalls now and then.
   */
  slow: boolean;
  /** Why no more deliveries were started, when some were held back (none got an HTTP answer). */
  stopped?: string;
  /** The receiver answered, then took connections and answered nothing, its port closed. */
  stoppedAnswering?: { unanswered: number };
}

/** How many, how many at once, and a progress callback. */
export interface SendCountOptions {
  count: number;
  concurrency: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Sends the same delivery `count` times, `concurrency` at once, each recorded as `send` records
 * one, and reports the figures with what they point at: why deliveries failed, whether some
 * waited seconds while most took milliseconds, whether the receiver stopped answering (it
 * probably crashed), and why the rest were held back when nothing answered at all.
 *
 * @example
 * ```ts
 * const report = await sendCount(store, { url, body, event: 'project.updated', source: 'send' },
 *   { policy: defaultRetryPolicy }, { count: 1000, concurrency: 50 });
 * report.failures; // [{ reason: 'status 503', count: 12 }]
 * ```
 */
export async function sendCount(
  store: Store,
  delivery: RecordedDelivery,
  settings: SendSettings,
  options: SendCountOptions,
): Promise<CountReport> {
  const reachability = new Reachability();
  const failures = new Map<string, number>();
  // every attempt as it ends: answers, then one that reached a dying process, then refusals
  const stoppedAnswering = new StoppedAnswering<true>();
  const summary = await sendMany({
    count: options.count,
    concurrency: options.concurrency,
    deliverOne: async () => {
      const result = await deliverAndRecord(store, delivery, settings);
      reachability.record(result);
      for (const attempt of result.attempts)
        if (attempt.response) stoppedAnswering.answered();
        else stoppedAnswering.unanswered(true, attempt.error?.kind === 'refused');
      if (!result.ok) {
        const last = result.attempts.at(-1);
        const inFront = last?.response && responseInFront(last.response);
        const reason = last?.response
          ? `status ${last.response.status}${inFront ? ` from ${inFront.who}` : ''}`
          : (last?.error?.message ?? 'no answer');
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
      return result.ok;
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    shouldStop: () => reachability.stopReason !== undefined,
  });
  // Said only when it held deliveries back; the failures already count each reason.
  const stopped = summary.notSent > 0 ? reachability.stopReason : undefined;
  // answered at first, then silent with its port closed: it died, it was not never up
  const crashed = stoppedAnswering.at;
  return {
    ...summary,
    failures: [...failures]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => ({ reason, count })),
    // a TCP client's retry of a connection request a full backlog dropped comes 1 s later
    slow: summary.p95Ms >= 1_000 && summary.p50Ms * 5 <= summary.p95Ms,
    ...(stopped ? { stopped } : {}),
    ...(crashed ? { stoppedAnswering: { unanswered: crashed.count } } : {}),
  };
}
