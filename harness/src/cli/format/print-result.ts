import type { RecordedResult } from '../../delivery/deliver-and-record.ts';
import { swallowedNote } from '@designhooks/testing';
import { pageNote, responseInFront } from '../../delivery/response-in-front.ts';
import { redactUrl } from '../../text/redact-url.ts';
import type { CommandContext } from '../command-context.ts';

/**
 * Prints the closing line of a delivery: `delivered …` on stdout, or `error: delivery failed …`
 * on stderr with the last attempt's error (which carries hints such as `--ca`).
 *
 * @example
 * ```ts
 * printResult(context, result); // "delivered: 200 after 1 attempt (record dl_…)"
 * ```
 */
export function printResult(
  context: Pick<CommandContext, 'out' | 'err'>,
  result: RecordedResult,
  label = '',
): void {
  const last = result.attempts.at(-1);
  const count = `${result.attempts.length} attempt${result.attempts.length === 1 ? '' : 's'}`;
  const record = result.records[0] ? ` (record ${result.records.map((r) => r.id).join(', ')})` : '';
  const note = resultNote(result);
  if (result.ok) {
    context.out(
      `${label}delivered: ${last?.response?.status} after ${count}${record}${note ? `; ${note}` : ''}\n`,
    );
    return;
  }
  // no answer: the error says why; a refusal: its status, the policy's reason and who answered
  const why = last?.error
    ? `${last.error.message}${note ? `; ${note}` : ''}`
    : last?.response
      ? `${last.response.status}, ${last.decision.reason}${note ? `; ${note}` : ''}`
      : 'no answer';
  context.err(`error: ${label}delivery failed after ${count}: ${why}${record}\n`);
}

/**
 * What the closing line adds to a delivery's status, and `--json` carries as `note`: for a 2xx
 * whose answer carries the handler's own error, that the delivery is lost to a failure answered
 * as success; for a 2xx that is an HTML page, that a catch-all route may have given it; for a
 * refusal from in front of the receiver's code (a tunnel, a CSRF check, a hosting platform's
 * sign-in wall), who answered and what to do, by check's rules; for no answer in time, that
 * `designhooks check` tells why. Null when there is nothing to add.
 *
 * @example
 * ```ts
 * resultNote(result); // "it came from the framework's CSRF protection: a delivery carries no CSRF token: ..."
 * ```
 */
export function resultNote(result: RecordedResult): string | null {
  const last = result.attempts.at(-1);
  const response = last?.response;
  if (!response) {
    if (last?.error?.kind !== 'timeout') return null;
    const url = redactUrl(result.records[0]?.url ?? '<url>'); // no ?token= value on a terminal
    return `designhooks check ${url} names the likely cause (a handler that never answers or never ends its answer, one that reads the body until the connection ends, an app still starting)`;
  }
  if (result.ok) {
    const sent = result.records.at(-1)?.request.body ?? Buffer.alloc(0);
    return swallowedNote(response, sent) ?? pageNote(response) ?? null;
  }
  const inFront = responseInFront(response);
  return inFront ? `it came from ${inFront.who}: ${inFront.fix}` : null;
}
