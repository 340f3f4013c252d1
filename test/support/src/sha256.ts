import { createHash } from 'node:crypto';

/**
 * The SHA-256 of `bytes` (text as UTF-8) in hex: how tests compare bodies byte for byte, and the
 * reference, computed apart from the SDK, that its `bodyDigest` (a dedupe key, a queue job's id)
 * must equal.
 *
 * @example
 * ```ts
 * expect(sha256(received.body)).toBe(sha256(sent));
 * ```
 */
export function sha256(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
