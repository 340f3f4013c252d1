// What Go's encoding/json escapes in strings (HTML-safe by default): `<`, `>`, `&`, U+2028 and
// U+2029 (shared/spec/platform-facts.md, "How the body is encoded"). Everything else it writes as
// UTF-8. These characters can only occur inside JSON strings, so a plain text replacement is exact.
const GO_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const GO_ESCAPABLE = /[<>&\u2028\u2029]/g;
// An escape preceded by an even number of backslashes (an odd one makes it a literal `\u...`).
const GO_ESCAPED = /(?<!\\)((?:\\\\)*)\\u(003[cCeE]|0026|202[89])/g;

/**
 * Writes `<`, `>`, `&`, U+2028 and U+2029 in JSON text as `\u003c`, `\u003e`, `\u0026`,
 * `\u2028` and `\u2029`, as the platform's sender (Go's `encoding/json`) does:
 * `goEscape(JSON.stringify(value))` gives the bytes the platform would send for `value` when its
 * keys are in the platform's order. The parsed value is unchanged; any other character stays as
 * it is (Go writes non-ASCII text as UTF-8). Runs on every runtime (no Node API).
 *
 * The project's one Go encoder: the testing kit's `serializeDelivery`, the `designhooks` CLI's
 * bodies and the signature doctor's "Go escapes" candidates all use it.
 *
 * @example
 * ```ts
 * import { goEscape } from '@designhooks/receiver';
 *
 * goEscape(JSON.stringify({ body: '<b> & co' })); // '{"body":"\\u003cb\\u003e \\u0026 co"}'
 * ```
 */
export function goEscape(json: string): string {
  return json.replace(GO_ESCAPABLE, (char) => GO_ESCAPES[char]!);
}

/**
 * The inverse of {@link goEscape}: `\u003c`, `\u003e`, `\u0026`, `\u2028` and `\u2029` (either
 * case) written back as the characters, what `JSON.stringify(JSON.parse(text))` would write. An
 * escaped backslash before `u` (`\\u003c`, the six characters in a string) is left alone.
 * Internal: the signature doctor tries it on a body that may have been escaped on the way.
 */
export function goUnescape(json: string): string {
  return json.replace(GO_ESCAPED, (_, backslashes: string, hex: string) => {
    return backslashes + String.fromCharCode(parseInt(hex, 16));
  });
}
