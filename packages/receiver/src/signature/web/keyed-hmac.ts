/**
 * HMAC-SHA256 under a key given as bytes (the signature doctor tries keys that are not UTF-8
 * text, such as a hex-decoded secret), with Web Crypto.
 *
 * @example
 * ```ts
 * import { keyedHmac } from './keyed-hmac.ts'; // internal; '#crypto/keyed-hmac' in a web build
 * (await keyedHmac(new TextEncoder().encode('key'), new TextEncoder().encode('{"foo":"bar"}'))).length; // 32
 * ```
 */
export async function keyedHmac(key: Uint8Array, body: Uint8Array): Promise<Uint8Array> {
  let imported = imports.get(key);
  if (!imported) imports.set(key, (imported = importKey(key)));
  return new Uint8Array(
    await crypto.subtle.sign('HMAC', await imported, body as Uint8Array<ArrayBuffer>),
  );
}

// One import per key array: a diagnosis hashes several forms of the body under the same key
// object, and importKey is the slow part. Weak, so a diagnosis's keys go with it.
const imports = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function importKey(key: Uint8Array): Promise<CryptoKey> {
  // Web Crypto refuses a zero-length key; HMAC pads keys with zero bytes, so one zero byte is
  // the same key.
  const raw = key.length === 0 ? new Uint8Array(1) : key;
  return crypto.subtle.importKey(
    'raw',
    raw as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}
