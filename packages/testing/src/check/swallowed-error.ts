// A 2xx whose answer carries the handler's own failure: `catch (error) { return
// NextResponse.json({ error: error.message }) }` answers 200, and express's `res.json(...)` too.
// The platform records such a delivery as delivered and never retries it.
import { terminalSafe } from '@designhooks/receiver';

/**
 * What runtimes say when code fails, in words no valid delivery's answer needs: JavaScript's
 * error names and messages, a Python traceback, a Go panic, Java's and .NET's exceptions,
 * PHP's and Ruby's errors, a database that did not answer.
 */
const FAILURE_WORDS =
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError)\b|Cannot read propert(?:y|ies) of (?:undefined|null)|\bis not a function\b|\bis not defined\b|Traceback \(most recent call last\)|\bpanic: |\bruntime error: |\bjava\.[\w.]*(?:Exception|Error)\b|Object reference not set to an instance of an object|\bPHP (?:Fatal|Parse) error\b|\bUncaught \w*(?:Error|Exception)\b|\bNoMethodError\b|\bconnect ECONNREFUSED\b/;

// Why a 2xx that carries the handler's failure loses the delivery, and what to do: check's case
// lines and common cause, and the harness's notes, say it alike (through swallowedNote).
const SWALLOWED_CAUSE =
  'the handler failed and answered 2xx anyway, so the platform records the delivery as delivered and never retries it; answer 5xx when handling fails (NextResponse.json({ error }, { status: 500 }), res.status(500).json(...))';

/** How much of an answer is searched: an error message comes first. */
const SEARCHED_CHARS = 4096;

/**
 * The start of a failure's words in a 2xx answer, when it carries one the request did not (a
 * receiver that echoes the delivery back is not blamed for the words in it), escaped for a
 * terminal (they come from the network); otherwise undefined.
 *
 * @example
 * ```ts
 * import { swallowedError } from '@designhooks/testing';
 * swallowedError('{"error":"Cannot read properties of undefined (reading \'id\')"}', Buffer.from('{}'));
 * // "Cannot read properties of undefined (reading 'id')"
 * ```
 */
export function swallowedError(answer: string | undefined, sent: Buffer): string | undefined {
  const text = (answer ?? '').slice(0, SEARCHED_CHARS);
  const found = FAILURE_WORDS.exec(text);
  if (!found || sent.includes(found[0])) return undefined;
  // the sentence the words are in, from its start (a JSON string's, or the line's)
  const start = Math.max(
    text.lastIndexOf('"', found.index) + 1,
    text.lastIndexOf('\n', found.index) + 1,
  );
  const end = text.slice(found.index).search(/["\n]/);
  const words = text.slice(start, end < 0 ? undefined : found.index + end).trim();
  return terminalSafe(words.length > 120 ? `${words.slice(0, 120)}…` : words);
}

/**
 * One clause for a 2xx answer that carries the handler's own error ({@link swallowedError}):
 * the error's words, what that costs and the fix; undefined for any other answer. check's case
 * lines, `designhooks send`'s closing line, `scenario run` and `deliveries show` all say this.
 *
 * @example
 * ```ts
 * import { swallowedNote } from '@designhooks/testing';
 * swallowedNote({ status: 200, body: '{"error":"TypeError: db.insert is not a function"}' }, sentBody);
 * // 'its answer carries an error ("TypeError: db.insert is not a function"): the handler failed and answered 2xx anyway, ...'
 * ```
 */
export function swallowedNote(
  answer: { status: number; body?: string | undefined; excerpt?: string | undefined },
  sent: Buffer,
): string | undefined {
  if (answer.status < 200 || answer.status >= 300) return undefined;
  const error = swallowedError(answer.excerpt ?? answer.body, sent);
  return error === undefined
    ? undefined
    : `its answer carries an error ("${error}"): ${SWALLOWED_CAUSE}`;
}
