/** Drops index signatures (`[k: string]: unknown`) so only the fields the schema names remain. */
type KnownFields<T> = {
  [
    K in keyof T as string extends K
      ? never
      : number extends K
        ? never
        : symbol extends K
          ? never
          : K
  ]: T[K];
};

/**
 * Deep partial overrides of a delivery type: every named field is optional and objects nest;
 * arrays, scalars and maps (objects with only an index signature, like `data.changes`) are
 * replaced whole. A field the schema does not name is a type error.
 *
 * @example
 * ```ts
 * import type { ProjectUpdatedEvent } from '@designhooks/types';
 * import type { Overrides } from '@designhooks/testing';
 * const rename: Overrides<ProjectUpdatedEvent> = { data: { object: { name: 'Icons v2' } } };
 * ```
 */
export type Overrides<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? [keyof KnownFields<T>] extends [never]
      ? T
      : { [K in keyof KnownFields<T>]?: Overrides<KnownFields<T>[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns a deep copy of `base` with `overrides` merged in: plain objects merge key by key
 * (new keys go last, existing keys keep their place), anything else replaces the old value,
 * and an `undefined` override leaves the field as it was.
 *
 * @example
 * ```ts
 * import { applyOverrides } from '@designhooks/testing';
 * applyOverrides({ a: { b: 1, c: 2 } }, { a: { c: 3 } }); // { a: { b: 1, c: 3 } }
 * ```
 */
export function applyOverrides<T>(base: T, overrides: unknown): T {
  const copy = structuredClone(base);
  if (overrides === undefined) return copy;
  if (!isPlainObject(copy) || !isPlainObject(overrides)) return structuredClone(overrides) as T;
  const result: Record<string, unknown> = copy;
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    result[key] =
      isPlainObject(result[key]) && isPlainObject(value)
        ? applyOverrides(result[key], value)
        : structuredClone(value);
  }
  return copy;
}
