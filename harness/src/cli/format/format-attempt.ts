import type { AttemptReport } from '../../delivery/deliver.ts';

/**
 * One line per attempt: status (or error), time, the policy's decision and the start of the
 * response body.
 *
 * @example
 * ```ts
 * formatAttempt(report);
 * // '  attempt 1: 503 in 3.2 ms, retry in 1000 ms (status 503 is retried) | overloaded'
 * ```
 */
export function formatAttempt(
  report: Pick<AttemptReport, 'attempt' | 'response' | 'error' | 'durationMs' | 'decision'>,
): string {
  const { response, error, decision } = report;
  const what = response ? `${response.status}` : `${error?.kind ?? 'error'}`;
  let line = `  attempt ${report.attempt}: ${what} in ${report.durationMs} ms`;
  if (decision.verdict === 'retry')
    line += `, retry in ${decision.delayMs} ms (${decision.reason})`;
  else if (decision.verdict === 'failed') line += ` (${decision.reason})`;
  if (error) line += `: ${error.message}`;
  if (response) line += ` | ${bodyStart(response.body)}`;
  return line;
}

/**
 * The first 120 characters of a response body on one line.
 *
 * @example
 * ```ts
 * bodyStart('{"ok":\n true}'); // '{"ok": true}'
 * ```
 */
export function bodyStart(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (!flat) return '(empty body)';
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}
