import { timingSafeEqual } from 'node:crypto';

// Scratch space for the comparison: verification of one signature is synchronous here, so one
// pair of buffers serves every call without allocating two per delivery.
const left = Buffer.alloc(64);
const right = Buffer.alloc(64);

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
  left.write(a, 'latin1');
  right.write(b, 'latin1');
  return timingSafeEqual(left, right);
}
