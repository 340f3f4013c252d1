/**
 * The JSON shape of a value as one bit: null, `""`, another string, number, boolean, array,
 * object. The drift table records, per known field, the shapes the stored samples show (a mask
 * of these bits, computed at `npm run generate`); a valid delivery whose field has another shape
 * drifts (`unseen-shape`).
 *
 * @example
 * ```ts
 * import { shapeBit, SHAPE_BITS } from './value-shape.ts'; // internal
 * shapeBit('') === SHAPE_BITS.emptyString; // true
 * ```
 */
export function shapeBit(value: unknown): number {
  if (value === null) return SHAPE_BITS.null;
  switch (typeof value) {
    case 'string':
      return value === '' ? SHAPE_BITS.emptyString : SHAPE_BITS.string;
    case 'number':
      return SHAPE_BITS.number;
    case 'boolean':
      return SHAPE_BITS.boolean;
    case 'object':
      return Array.isArray(value) ? SHAPE_BITS.array : SHAPE_BITS.object;
    default:
      return 0;
  }
}

/**
 * One bit per JSON shape (see `shapeBit`).
 *
 * @example
 * ```ts
 * import { SHAPE_BITS } from './value-shape.ts'; // internal
 * const nullOrEmpty = SHAPE_BITS.null | SHAPE_BITS.emptyString;
 * ```
 */
export const SHAPE_BITS = {
  null: 1,
  emptyString: 2,
  string: 4,
  number: 8,
  boolean: 16,
  array: 32,
  object: 64,
} as const;

/**
 * The names of the shapes in a mask, for messages: `null or ""`.
 *
 * @example
 * ```ts
 * import { shapeNames } from './value-shape.ts'; // internal
 * shapeNames(3); // 'null or ""'
 * ```
 */
export function shapeNames(mask: number): string {
  const names = {
    null: 'null',
    emptyString: '""',
    string: 'string',
    number: 'number',
    boolean: 'boolean',
    array: 'array',
    object: 'object',
  };
  return (Object.keys(SHAPE_BITS) as (keyof typeof SHAPE_BITS)[])
    .filter((key) => mask & SHAPE_BITS[key])
    .map((key) => names[key])
    .join(' or ');
}
