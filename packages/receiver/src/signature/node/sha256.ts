import { createHash } from 'node:crypto';

/**
 * Lowercase hex SHA-256 of a body (the dedupe key), with node:crypto: at once.
 *
 * @example
 * ```ts
 * import { sha256Hex } from './sha256.ts'; // internal; '#crypto/sha256'
 * sha256Hex(''); // 'e3b0c442...b855'
 * ```
 */
export function sha256Hex(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('hex');
}
