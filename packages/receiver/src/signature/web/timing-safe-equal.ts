/**
 * Compares two digests in constant time: every byte is compared and the differences are OR-ed
 * together, so the time does not depend on where they differ. Different lengths are unequal.
 *
 * @example
 * ```ts
 * import { timingSafeEqualBytes } from './timing-safe-equal.ts'; // internal
 * timingSafeEqualBytes(new Uint8Array(32), new Uint8Array(32)); // true
 * ```
 */
export function timingSafeEqualBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  // Stryker disable next-line EqualityOperator: `<=` also reads a[a.length] and b[b.length] (same length), both undefined, and undefined ^ undefined is 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
