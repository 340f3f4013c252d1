import { cachedUpTo } from '../common/cached-up-to.ts';

const encoder = new TextEncoder();
// One imported key per secret (at most 16): importKey is the slow part of a Web Crypto HMAC, and a
// receiver verifies every delivery with the same one or two secrets.
const keys = new Map<string, Promise<CryptoKey>>();

function importKeyFor(secret: string): Promise<CryptoKey> {
  // HMAC pads a key with zero bytes to the block size, so "" and "\0" are the same key; Web
  // Crypto refuses a zero-length key, node:crypto accepts it: give it the equivalent one byte.
  const raw = secret === '' ? new Uint8Array(1) : encoder.encode(secret);
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/**
 * Lowercase hex HMAC-SHA256 of the body under the secret (UTF-8), with Web Crypto
 * (`crypto.subtle`): for runtimes without node:crypto, such as Cloudflare Workers.
 *
 * @example
 * ```ts
 * import { hmacSha256Hex } from './hmac-sha256.ts'; // internal; '#crypto/hmac-sha256' in a web build
 * await hmacSha256Hex('key', '{"foo":"bar"}'); // 'ef0395bb...cdcd729'
 * ```
 */
export async function hmacSha256Hex(secret: string, body: Uint8Array | string): Promise<string> {
  return toHex(await hmacSha256Bytes(secret, body));
}

/**
 * The same HMAC as its 32 bytes: what verification compares.
 *
 * @example
 * ```ts
 * import { hmacSha256Bytes } from './hmac-sha256.ts'; // internal
 * (await hmacSha256Bytes('key', '{"foo":"bar"}')).length; // 32
 * ```
 */
export async function hmacSha256Bytes(
  secret: string,
  body: Uint8Array | string,
): Promise<Uint8Array> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const key = await cachedUpTo(keys, 16, secret, importKeyFor);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes as Uint8Array<ArrayBuffer>));
}

/** No synchronous HMAC without node:crypto: `sign()` says so, `signAsync()` works. */
export const hmacSha256HexSync:
  ((secret: string, body: Uint8Array | string) => string) | undefined = undefined;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX[byte];
  return hex;
}
