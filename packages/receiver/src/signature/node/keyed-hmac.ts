import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 under a key given as bytes (the signature doctor tries keys that are not UTF-8
 * text, such as a hex-decoded secret), with node:crypto: at once.
 *
 * @example
 * ```ts
 * import { keyedHmac } from './keyed-hmac.ts'; // internal; '#crypto/keyed-hmac'
 * keyedHmac(new TextEncoder().encode('key'), new TextEncoder().encode('{"foo":"bar"}')).length; // 32
 * ```
 */
export function keyedHmac(key: Uint8Array, body: Uint8Array): Uint8Array {
  return createHmac('sha256', key).update(body).digest();
}
