import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

const encoder = new TextEncoder();
// One KeyObject per secret: given a string, createHmac turns it into key bytes on every call,
// about a twentieth of a receiver's verify; a receiver verifies with the same one or two secrets.
// Made at a secret's second use: the first KeyObject of a process costs 0.16 ms more than the
// string (node:crypto's key classes and TextEncoder warm up), which a cold start's single delivery
// would pay for nothing.
const keys = new Map<string, KeyObject | undefined>();

function keyFor(secret: string): KeyObject | string {
  let key = keys.get(secret);
  if (key) return key;
  if (keys.has(secret)) {
    key = createSecretKey(encoder.encode(secret));
    keys.set(secret, key);
    return key;
  }
  if (keys.size >= 16) keys.clear();
  keys.set(secret, undefined);
  return secret;
}

/**
 * Lowercase hex HMAC-SHA256 of the body under the secret (UTF-8), with node:crypto: at once.
 * The web build's file of the same name answers with a promise (Web Crypto).
 *
 * @example
 * ```ts
 * import { hmacSha256Hex } from './hmac-sha256.ts'; // internal; '#crypto/hmac-sha256'
 * hmacSha256Hex('key', '{"foo":"bar"}'); // 'ef0395bb...cdcd729'
 * ```
 */
export function hmacSha256Hex(secret: string, body: Uint8Array | string): string {
  return createHmac('sha256', keyFor(secret)).update(body).digest('hex');
}

/**
 * The same HMAC as its 32 bytes (no hex to encode): what verification compares.
 *
 * @example
 * ```ts
 * import { hmacSha256Bytes } from './hmac-sha256.ts'; // internal
 * hmacSha256Bytes('key', '{"foo":"bar"}').length; // 32
 * ```
 */
export function hmacSha256Bytes(secret: string, body: Uint8Array | string): Uint8Array {
  return createHmac('sha256', keyFor(secret)).update(body).digest();
}

/** The synchronous HMAC, for `sign()`: present where node:crypto is (undefined in the web build). */
export const hmacSha256HexSync: ((secret: string, body: Uint8Array | string) => string) | undefined = hmacSha256Hex;
