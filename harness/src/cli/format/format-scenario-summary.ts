import type { ScenarioSummary } from '../../scenario/run-scenario.ts';

/**
 * The text summary of `designhooks scenario run`: counts, final statuses, latency percentiles,
 * the delivery behaviour applied, the flags that run it again byte for byte, and, when some
 * failed, where to see their answers and why.
 *
 * @example
 * ```ts
 * context.out(formatScenarioSummary(summary, 'https://127.0.0.1:8443/hooks'));
 * // scenario busy-day: 1000 deliveries to https://127.0.0.1:8443/hooks (seed 42, start 2026-01-05T09:00:00Z)
 * ```
 */
export function formatScenarioSummary(summary: ScenarioSummary, url: string): string {
  const statuses = counts(summary.statuses);
  return [
    `scenario ${summary.scenario}: ${summary.deliveries} deliveries to ${url} (seed ${summary.seed}, start ${summary.start})`,
    `  ok ${summary.ok}, failed ${summary.failed}; final statuses: ${statuses || 'none'}`,
    `  latency p50 ${summary.p50Ms} ms, p95 ${summary.p95Ms} ms, p99 ${summary.p99Ms} ms; ${summary.perSecond} deliveries/s`,
    `  duplicates ${summary.duplicates}, reordered ${summary.reordered}, redelivered ${summary.redelivered}`,
    ...(summary.retried > 0
      ? [
          `  retried ${summary.retried} ${summary.retried === 1 ? 'delivery' : 'deliveries'} (${summary.retries} ${summary.retries === 1 ? 'retry' : 'retries'}, after ${counts(summary.retriedAfter)}): a retry sends the same bytes again, so work done before a failed or late answer is repeated unless the receiver skips a body it has seen`,
        ]
      : []),
    `  again: --seed ${summary.seed} --start ${summary.start}`,
    ...(summary.stopped ? [`  stopped: ${summary.stopped}; ${summary.notSent} not sent`] : []),
    ...(summary.stoppedAnswering ?? []).map(
      (at) =>
        `  stopped answering: the receiver took #${at.seq} ${at.event}'s connection and answered nothing from it on, its port closed: that delivery probably crashed it (an uncaught error); catch what a handler can throw and answer it (a 5xx is retried), and restart the receiver when it exits`,
    ),
    ...(summary.replayWindowRefusals
      ? [
          `  replay window: ${summary.replayWindowRefusals} refused as outside the receiver's replay window: a scenario's clock runs ahead of real time (its waits take none without --speed); run scenarios against the receiver without replayWindowSeconds`,
        ]
      : []),
    ...(summary.failed > 0
      ? [
          `  failed: designhooks deliveries list --failed lists them (deliveries show <id>: the answer); designhooks check ${url} names likely causes; once it is fixed, designhooks deliveries redeliver --failed sends them again`,
        ]
      : []),
    '',
  ].join('\n');
}

/** `{ "200": 9, "500": 1 }` as `200 x9, 500 x1`. */
function counts(byKey: Record<string, number>): string {
  return Object.entries(byKey)
    .map(([key, count]) => `${key} x${count}`)
    .join(', ');
}
