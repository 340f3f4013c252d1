/**
 * Compares a digest given as latin1 text (a character per byte, as `hmacSha256Latin1` answers)
 * with the signature's bytes in constant time: every byte is read, whatever differs. A loop
 * rather than `crypto.timingSafeEqual`, which would need both as Buffers, one of them allocated
 * for every delivery. Different lengths are simply unequal.
 *
 * @example
 * ```ts
 * import { timingSafeEqualLatin1 } from './timing-safe-equal.ts'; // internal
 * timingSafeEqualLatin1('\u0000'.repeat(32), new Uint8Array(32)); // true
 * ```
 */
export function timingSafeEqualLatin1(digest: string, bytes: Uint8Array): boolean {
  if (digest.length !== bytes.length) return false;
  let difference = 0;
  // Stryker disable next-line EqualityOperator: `<=` also reads past both ends (same length): NaN ^ undefined is 0
  for (let i = 0; i < bytes.length; i++) difference |= digest.charCodeAt(i) ^ bytes[i]!;
  return difference === 0;
}
