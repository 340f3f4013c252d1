// The same expression as ajv-formats' full `uuid` format (RFC 4122 shape, either letter case,
// optional `urn:uuid:` prefix), so the generated validators answer as the strict contract check.
const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/**
 * The `uuid` format check of the generated validators: true for `8-4-4-4-12` hex digits.
 *
 * @example
 * ```ts
 * import { uuidFormat } from './uuid-format.ts'; // internal
 * uuidFormat('7f2c2b54-3c58-4a5e-9a0e-2d3f6c1b9e10'); // true
 * uuidFormat('master'); // false
 * ```
 */
export function uuidFormat(value: string): boolean {
  return UUID.test(value);
}
