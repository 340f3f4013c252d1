/**
 * Length of a string in Unicode code points (a surrogate pair counts once), as JSON Schema's
 * `minLength`/`maxLength` count: the generated validators call it instead of Ajv's runtime copy.
 *
 * @example
 * ```ts
 * import { ucs2length } from './ucs2-length.ts'; // internal
 * ucs2length('a😀'); // 2
 * ```
 */
export function ucs2length(text: string): number {
  const length = text.length;
  let count = 0;
  let position = 0;
  while (position < length) {
    count++;
    const code = text.charCodeAt(position++);
    if (
      code >= 0xd800 &&
      code <= 0xdbff &&
      position < length &&
      (text.charCodeAt(position) & 0xfc00) === 0xdc00
    )
      position++;
  }
  return count;
}
