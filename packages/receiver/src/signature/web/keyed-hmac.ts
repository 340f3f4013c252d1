/**
 * HMAC-SHA256 under a key given as bytes (the signature doctor tries keys that are not UTF-8
 * text, such as a hex-decoded secret), with Web Crypto. The keys are not cached: the doctor runs
 * after a failure, and its variants are many and short-lived.
 *
 * @example
 * ```ts
 * import { keyedHmac } from './keyed-hmac.ts'; // internal; '#crypto/keyed-hmac' in a web build
 * (await keyedHmac(new TextEncoder().encode('key'), new TextEncoder().encode('{"foo":"bar"}'))).length; // 32
 * ```
 */
export async function keyedHmac(key: Uint8Array, body: Uint8Array): Promise<Uint8Array> {
  // Web Crypto refuses a zero-length key; HMAC pads keys with zero bytes, so one zero byte is
  // the same key.
  const raw = key.length === 0 ? new Uint8Array(1) : key;
  const imported = await crypto.subtle.importKey(
    'raw',
    raw as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(
    await crypto.subtle.sign('HMAC', imported, body as Uint8Array<ArrayBuffer>),
  );
}
