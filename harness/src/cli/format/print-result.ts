import type { RecordedResult } from '../../delivery/deliver-and-record.ts';
import { answeredWithPage, responseInFront } from '../../delivery/response-in-front.ts';
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
  if (result.ok) {
    context.out(
      `${label}delivered: ${last?.response?.status} after ${count}${record}${page(last)}\n`,
    );
    return;
  }
  const why = last?.error ? last.error.message : refused(last);
  context.err(`error: ${label}delivery failed after ${count}: ${why}${record}\n`);
}

// A 2xx HTML page may be a catch-all route's: said, with the command that tells.
function page(last: RecordedResult['attempts'][number] | undefined): string {
  const page = last?.response && answeredWithPage(last.response);
  return page ? `; ${page}; designhooks check <url> tells` : '';
}

// A refusal's status and the policy's reason; when something in front of the receiver's code
// answered (a tunnel, a CSRF check, a hosting platform's sign-in wall), who, and what to do, by
// check's rules.
function refused(last: RecordedResult['attempts'][number] | undefined): string {
  const response = last?.response;
  if (!response) return 'no answer';
  const inFront = responseInFront(response);
  const what = `${response.status}, ${last.decision.reason}`;
  return inFront ? `${what}; it came from ${inFront.who}: ${inFront.fix}` : what;
}
