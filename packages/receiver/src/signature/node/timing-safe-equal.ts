import { timingSafeEqual } from 'node:crypto';

// Scratch space for the comparison: verification of one signature is synchronous here, so one
// pair of arrays serves every call without allocating two per delivery (plain Uint8Arrays: no
// Buffer global needed, timingSafeEqual takes any byte view).
const encoder = new TextEncoder();
const left = new Uint8Array(64);
const right = new Uint8Array(64);

/**
 * Compares two 64-character hex digests in constant time (`crypto.timingSafeEqual`).
 *
 * @example
 * ```ts
 * import { timingSafeEqualHex } from './timing-safe-equal.ts'; // internal
 * timingSafeEqualHex('0'.repeat(64), '0'.repeat(64)); // true
 * ```
 */
export function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== 64 || b.length !== 64) return false;
  // Both are 64 hex characters (callers check), so each encodes to exactly 64 bytes.
  encoder.encodeInto(a, left);
  encoder.encodeInto(b, right);
  return timingSafeEqual(left, right);
}
