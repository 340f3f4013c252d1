import type { CountReport } from '../../delivery/send-count.ts';

/**
 * The lines `send --count` prints for its report: the figures, then a line for each thing they
 * point at (why deliveries failed, slow ones, a receiver that stopped answering, deliveries held
 * back). `url` is already redacted.
 *
 * @example
 * ```ts
 * context.out(formatCountReport(report, redactUrl(url.href)));
 * // '1000 deliveries to https://localhost:8443/webhooks: 100.0% succeeded (1000/1000), p50 61.4 ms, ...\n'
 * ```
 */
export function formatCountReport(report: CountReport, url: string): string {
  const { count, succeeded, p50Ms, p95Ms } = report;
  const lines = [
    `${count} deliveries to ${url}: ${(report.successRate * 100).toFixed(1)}% succeeded ` +
      `(${succeeded}/${count}), p50 ${p50Ms} ms, p95 ${p95Ms} ms, ` +
      `${report.perSecond.toFixed(1)} deliveries/s`,
  ];
  if (report.failures.length > 0)
    lines.push(
      `  failed: ${report.failures.map(({ reason, count: n }) => `${n} x ${reason}`).join(', ')}`,
    );
  if (report.slow)
    lines.push(
      `  slow: p95 ${p95Ms} ms while p50 is ${p50Ms} ms: some deliveries waited a second or more, as when the receiver's listen backlog is full and the kernel drops connections until the sender asks again (1, 3, 7 s later; Python's http.server keeps 5), or when its handler stalls now and then; designhooks check ${url} tells which`,
    );
  if (report.stoppedAnswering)
    lines.push(
      `  stopped answering: the receiver answered, then took a delivery's connection and answered nothing from it on (${report.stoppedAnswering.unanswered} requests), its port closed: handling one probably crashed it (an uncaught error); catch what a handler can throw and answer it, and restart the receiver when it exits`,
    );
  if (report.stopped)
    lines.push(
      `  stopped: no delivery got an HTTP answer: ${report.stopped}; ${report.notSent} not sent`,
    );
  return `${lines.join('\n')}\n`;
}
