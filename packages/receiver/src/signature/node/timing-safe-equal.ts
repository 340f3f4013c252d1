import { timingSafeEqual } from 'node:crypto';

/**
 * Compares two digests in constant time (`crypto.timingSafeEqual`); different lengths are
 * simply unequal.
 *
 * @example
 * ```ts
 * import { timingSafeEqualBytes } from './timing-safe-equal.ts'; // internal
 * timingSafeEqualBytes(new Uint8Array(32), new Uint8Array(32)); // true
 * ```
 */
export function timingSafeEqualBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
