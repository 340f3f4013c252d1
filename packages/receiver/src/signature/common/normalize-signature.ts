const HEX_SHA256 = /^[0-9a-f]{64}$/;
const HEX_SHA256_ANY_CASE = /^[0-9a-fA-F]{64}$/;

/**
 * A signature header's value as 64 lowercase hex characters, or undefined when it cannot be
 * one (missing, short, long, non-hex, prefixed). Upper-case hex is the same bytes.
 *
 * @example
 * ```ts
 * import { normalizeSignature } from './normalize-signature.ts'; // internal
 * normalizeSignature('AB'.repeat(32)); // 'ab'.repeat(32)
 * normalizeSignature('sha256=00'); // undefined
 * ```
 */
export function normalizeSignature(signature: string | null | undefined): string | undefined {
  if (typeof signature !== 'string') return undefined;
  if (HEX_SHA256.test(signature)) return signature;
  return HEX_SHA256_ANY_CASE.test(signature) ? signature.toLowerCase() : undefined;
}
