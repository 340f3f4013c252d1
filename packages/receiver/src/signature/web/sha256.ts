const encoder = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * Lowercase hex SHA-256 of a body (the dedupe key), with Web Crypto.
 *
 * @example
 * ```ts
 * import { sha256Hex } from './sha256.ts'; // internal; '#crypto/sha256' in a web build
 * await sha256Hex(''); // 'e3b0c442...b855'
 * ```
 */
export async function sha256Hex(body: Uint8Array | string): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>),
  );
  let hex = '';
  for (const byte of digest) hex += HEX[byte];
  return hex;
}
