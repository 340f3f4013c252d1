import type { AsyncCryptoBackend, Body } from '../backend.ts';
import { cachedUpTo } from '../cached-up-to.ts';
import { signatureBytes } from '../signature-bytes.ts';

const encoder = new TextEncoder();
// One imported key per secret (at most 16): importKey is the slow part of a Web Crypto HMAC, and
// a receiver verifies every delivery with the same one or two secrets.
const keys = new Map<string, Promise<CryptoKey>>();

function importKeyFor(secret: string): Promise<CryptoKey> {
  // HMAC pads a key with zero bytes to the block size, so "" and "\0" are the same key; Web
  // Crypto refuses a zero-length key, node:crypto accepts it: give it the equivalent one byte.
  const raw = secret === '' ? new Uint8Array(1) : encoder.encode(secret);
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

// The signature doctor's keys (src/crypto/explain.ts): one import per key array, since a
// diagnosis hashes several forms of the body under the same key, and importKey is the slow part.
// Weak, so a diagnosis's keys go with it, and the receiver's own cache above is left alone.
const doctorKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function importRawKey(key: Uint8Array): Promise<CryptoKey> {
  const raw = (key.length === 0 ? new Uint8Array(1) : key) as Uint8Array<ArrayBuffer>;
  // Stryker disable next-line BooleanLiteral: an extractable key signs the same; nothing exports it
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
}

// Web Crypto takes BufferSource: a string body is hashed as its UTF-8 bytes.
const bytesOf = (body: Body) =>
  (typeof body === 'string' ? encoder.encode(body) : body) as Uint8Array<ArrayBuffer>;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += HEX[byte];
  return hex;
}

/**
 * The Web Crypto build (`crypto.subtle`: workerd, browsers), answering with promises. Signatures
 * are checked with `crypto.subtle.verify`, the platform's constant-time comparison; every secret
 * is tried, so the time does not tell which one matched.
 *
 * @example
 * ```ts
 * import { backend } from '#crypto/backend'; // internal; this file in the web build
 * await backend.hmacSha256Hex('key', '{"foo":"bar"}'); // 'ef0395bb...cdcd729'
 * ```
 */
export const backend = {
  sync: false,
  async hmacSha256Hex(secret, body) {
    const key = await cachedUpTo(keys, 16, secret, importKeyFor);
    return toHex(await crypto.subtle.sign('HMAC', key, bytesOf(body)));
  },
  async verifyHmacSha256(body, signature, secrets) {
    // Decoding is the format check: a value that is not 64 hex digits cannot match.
    const given = signatureBytes(signature) as Uint8Array<ArrayBuffer> | undefined;
    if (given === undefined) return false;
    const bytes = bytesOf(body);
    const checks = secrets.map(async (secret) => {
      const key = await cachedUpTo(keys, 16, secret, importKeyFor);
      return crypto.subtle.verify('HMAC', key, given, bytes);
    });
    return (await Promise.all(checks)).includes(true);
  },
  async sha256Hex(body) {
    return toHex(await crypto.subtle.digest('SHA-256', bytesOf(body)));
  },
  async verifyHmacSha256Key(key, body, digests) {
    let imported = doctorKeys.get(key);
    // Stryker disable next-line ConditionalExpression: importing the same key again verifies the same; the cache only saves the import
    if (!imported) doctorKeys.set(key, (imported = importRawKey(key)));
    const cryptoKey = await imported;
    const checks = digests.map((digest) =>
      crypto.subtle.verify('HMAC', cryptoKey, digest as Uint8Array<ArrayBuffer>, bytesOf(body)),
    );
    return (await Promise.all(checks)).includes(true);
  },
} satisfies AsyncCryptoBackend;
