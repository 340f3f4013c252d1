/**
 * The UTF-8 size of a string in bytes, as `Buffer.byteLength` counts it (a lone surrogate is
 * the 3-byte replacement character), without Node's Buffer: the root and /fetch entries run
 * where there is none.
 *
 * @example
 * ```ts
 * import { utf8ByteLength } from './utf8-byte-length.ts'; // internal
 * utf8ByteLength('é😀'); // 6
 * ```
 */
export function utf8ByteLength(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (
      code >= 0xd800 &&
      code <= 0xdbff &&
      i + 1 < text.length &&
      (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      bytes += 2; // a pair: 2 UTF-16 units, 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}
