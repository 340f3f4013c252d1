/**
 * Control characters a terminal acts on: C0 except line feed and tab, DEL, and C1 (U+0080–U+009F,
 * where U+009B is a one-byte CSI). Carriage return is included: it can hide what a line says.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** The same, plus everything that breaks a line: line feed, tab, U+2028 and U+2029. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** How {@link terminalSafe} escapes. */
export interface TerminalSafeOptions {
  /** Also escape line feed, tab, U+2028 and U+2029, for a value shown inside one line. */
  oneLine?: boolean | undefined;
}

/**
 * Escapes every control character of `text` as `\uXXXX`, so a string from the network (an event
 * name, a header, a drift path, a response body, a URL) cannot clear the screen, retitle the
 * window or rewrite a line of the log or terminal it is written to. Line feed and tab stay unless
 * `oneLine` is set; use `oneLine` for a value embedded in a line, so it cannot add a line of its
 * own. On JSON text it changes no value: JSON strings may spell any character as `\uXXXX`, and
 * raw C0 characters never occur in JSON text.
 *
 * The one escaper of the project: the receiver's drift warning, and everything the
 * `designhooks` CLI prints, go through it. Runs on every runtime (no Node API).
 *
 * @example
 * ```ts
 * import { terminalSafe } from '@designhooks/receiver';
 *
 * terminalSafe('\u001b[2Jhello\u0007'); // '\\u001b[2Jhello\\u0007'
 * terminalSafe('a\nb', { oneLine: true }); // 'a\\u000ab'
 * JSON.parse(terminalSafe(JSON.stringify({ event: '\u009b31m' }))); // { event: '\u009b31m' }
 * console.log(`unknown event ${terminalSafe(delivery.event, { oneLine: true })}`);
 * ```
 */
export function terminalSafe(text: string, options: TerminalSafeOptions = {}): string {
  return text.replace(
    options.oneLine ? CONTROL_OR_BREAK : CONTROL,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
