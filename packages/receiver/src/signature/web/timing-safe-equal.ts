/**
 * Compares two 64-character hex digests in constant time: every character is compared and the
 * differences are OR-ed together, so the time does not depend on where they differ.
 *
 * @example
 * ```ts
 * import { timingSafeEqualHex } from './timing-safe-equal.ts'; // internal
 * timingSafeEqualHex('0'.repeat(64), '0'.repeat(64)); // true
 * ```
 */
export function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== 64 || b.length !== 64) return false;
  let difference = 0;
  for (let i = 0; i < 64; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
