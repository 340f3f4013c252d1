import type { AttemptReport } from '../../delivery/deliver.ts';
import { bodyStart } from '../../text/body-start.ts';

/**
 * One line per attempt: status (or error), time, the policy's decision and the start of the
 * response body (of a redirect, where it points).
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
  if (!response) return line;
  // a redirect's body is rarely more than "Found": where it points says why (a sign-in page)
  const location = response.headers['location'];
  if (response.status >= 300 && response.status < 400 && typeof location === 'string')
    return `${line} | redirects to ${location.length > 200 ? `${location.slice(0, 200)}…` : location}`;
  return `${line} | ${bodyStart(response.body)}`;
}
