/**
 * Structural equality of JSON values, for `const`/`enum` checks against objects and arrays in
 * the generated validators (in place of the deep-equal module Ajv's runtime would load).
 *
 * @example
 * ```ts
 * import { deepEqual } from './deep-equal.ts'; // internal
 * deepEqual({ a: [1, 2] }, { a: [1, 2] }); // true
 * ```
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => deepEqual(item, other[index]));
  }
  const left = Object.keys(a);
  const right = b as Record<string, unknown>;
  return (
    left.length === Object.keys(right).length &&
    left.every(
      (key) =>
        Object.hasOwn(right, key) && deepEqual((a as Record<string, unknown>)[key], right[key]),
    )
  );
}
