import type { RecordedResult } from '../../delivery/deliver-and-record.ts';
import { redactUrl } from '../../text/redact-url.ts';
import { resultNote } from './print-result.ts';

/**
 * The machine-readable form of one delivery's result (`--json`): success, final status, the
 * closing line's note (who answered in front of the receiver, or an HTML page's warning), and
 * each attempt with its record id.
 *
 * @example
 * ```ts
 * out(JSON.stringify(resultJson(result, 'project.updated')) + '\n');
 * ```
 */
export function resultJson(result: RecordedResult, event: string): Record<string, unknown> {
  const last = result.attempts.at(-1);
  return {
    ok: result.ok,
    event,
    url: last && redactUrl(last.request.url),
    status: last?.response?.status ?? null,
    error: last?.error ?? null,
    note: resultNote(result),
    attempts: result.attempts.map((attempt, index) => ({
      id: result.records[index]?.id ?? null,
      attempt: attempt.attempt,
      time: attempt.startedAt.toISOString(),
      status: attempt.response?.status ?? null,
      durationMs: attempt.durationMs,
      error: attempt.error,
      verdict: attempt.decision.verdict,
      retryDelayMs: attempt.decision.delayMs,
      reason: attempt.decision.reason,
      responseBody: attempt.response?.body ?? null,
    })),
  };
}
