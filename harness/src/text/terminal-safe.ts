/**
 * Control characters a terminal acts on: C0 except line feed and tab, DEL, and C1 (U+0080–U+009F,
 * where U+009B is a one-byte CSI). Carriage return is included: it can hide what a line says.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Escapes every control character of `text` as `\uXXXX`, so a string from the network (an event
 * name, a header, a response body, a URL) cannot clear the screen, retitle the window or
 * rewrite a line. Line feed and tab stay. Applied to everything the CLI prints (see
 * command-context's `out`/`err`): on `--json` output it changes no value, since JSON strings
 * may spell any character as `\uXXXX` and raw C0 characters never occur in JSON text.
 *
 * @example
 * ```ts
 * terminalSafe('\u001b[2Jhello\u0007'); // '\\u001b[2Jhello\\u0007'
 * JSON.parse(terminalSafe(JSON.stringify({ event: '\u009b31m' }))); // { event: '\u009b31m' }
 * ```
 */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
