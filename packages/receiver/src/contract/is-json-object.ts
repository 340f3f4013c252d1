/**
 * True for what JSON.parse makes of `{...}`: an object that is neither null nor an array.
 *
 * @example
 * ```ts
 * import { isJsonObject } from './is-json-object.ts'; // internal
 * isJsonObject({ event: 'x' }); // true
 * isJsonObject([]); // false
 * ```
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
