import { isHexDigit, startsWithAnyCase } from './ascii.ts';

/**
 * The `uuid` format check of the generated validators, by hand (no expression to compile on a
 * cold start): `8-4-4-4-12` hex digits in either case, optionally after `urn:uuid:`, exactly as
 * ajv-formats' full `uuid` format answers (a property test holds them together).
 *
 * @example
 * ```ts
 * import { uuidFormat } from './uuid-format.ts'; // internal
 * uuidFormat('7f2c2b54-3c58-4a5e-9a0e-2d3f6c1b9e10'); // true
 * uuidFormat('master'); // false
 * ```
 */
export function uuidFormat(value: string): boolean {
  let offset = 0;
  if (value.length === 45 && startsWithAnyCase(value, 'urn:uuid:')) offset = 9;
  else if (value.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const code = value.charCodeAt(offset + i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (code !== 45) return false; // '-'
    } else if (!isHexDigit(code)) return false;
  }
  return true;
}
