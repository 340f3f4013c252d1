/**
 * True when two byte arrays hold the same bytes. Not constant-time: for comparing public forms
 * of a body or key variants with each other, never a signature with a secret's HMAC.
 *
 * @example
 * ```ts
 * import { sameBytes } from './same-bytes.ts'; // internal
 * sameBytes(new Uint8Array([1]), new Uint8Array([1])); // true
 * ```
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
