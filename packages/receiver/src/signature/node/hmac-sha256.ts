import { createHmac, hash } from 'node:crypto';
import { cachedUpTo } from '../common/cached-up-to.ts';

// HMAC-SHA256 as RFC 2104 defines it, H((K ^ opad) || H((K ^ ipad) || body)), over node:crypto's
// one-shot `hash()`. Why not createHmac: on Node 20 each call sets up an OpenSSL HMAC context and
// `digest()` allocates a Buffer; `hash()` keeps its digest fetched and answers a string. On an
// 827-byte delivery that is 1.35 µs against 2.56 µs, about a fifth of `receive`.
// crypto-paths.test.ts holds it to createHmac on random secrets and bodies, either side of the
// scratch size, and to the platform's vector; hmac-sha256.test.ts checks which path answers.
const BLOCK_BYTES = 64;
const DIGEST_BYTES = 32;
const SCRATCH_BYTES = 65_536; // 64 KiB
// (K ^ ipad) then the body, in one buffer since `hash()` takes one input; reused, as it is only
// read synchronously. A larger body goes to createHmac, whose setup is small beside its hashing.
const scratch = new Uint8Array(SCRATCH_BYTES);
const encoder = new TextEncoder();

interface Pads {
  /** The secret's UTF-8 bytes, for createHmac. */
  key: Uint8Array;
  /** K ^ ipad. */
  inner: Uint8Array;
  /** K ^ opad, then room for the inner digest: the outer hash's whole input. */
  outer: Uint8Array;
}
// A receiver verifies with the same one or two secrets; a few more are kept (16), never many.
const padsBySecret = new Map<string, Pads>();

function padsFor(secret: string): Pads {
  const key = encoder.encode(secret);
  // A key longer than the block is hashed first; a shorter one is padded with zero bytes.
  const block = key.length > BLOCK_BYTES ? hash('sha256', key, 'buffer') : key;
  const pads = {
    key,
    inner: new Uint8Array(BLOCK_BYTES),
    outer: new Uint8Array(BLOCK_BYTES + DIGEST_BYTES),
  };
  // Stryker disable next-line EqualityOperator: `<=` also writes index 64, past inner's end (ignored) and into outer's digest part, which every HMAC overwrites before hashing
  for (let i = 0; i < BLOCK_BYTES; i++) {
    const byte = block[i] ?? 0;
    pads.inner[i] = byte ^ 0x36;
    pads.outer[i] = byte ^ 0x5c;
  }
  return pads;
}

/** (K ^ ipad) and the body in the scratch buffer: the inner hash's input length, or -1 if too long. */
function fillScratch(pads: Pads, body: Uint8Array | string): number {
  if (typeof body === 'string') {
    // A text too long for the scratch is not read to its end.
    const { read, written } = encoder.encodeInto(body, scratch.subarray(BLOCK_BYTES));
    if (read !== body.length) return -1;
    scratch.set(pads.inner);
    return BLOCK_BYTES + written;
  }
  if (body.length > SCRATCH_BYTES - BLOCK_BYTES) return -1;
  scratch.set(pads.inner);
  scratch.set(body, BLOCK_BYTES);
  return BLOCK_BYTES + body.length;
}

// 'binary' is node:crypto's other name for latin1 (a character per byte), the one its types accept.
function hmacSha256(secret: string, body: Uint8Array | string, encoding: 'hex' | 'binary'): string {
  const pads = cachedUpTo(padsBySecret, 16, secret, padsFor);
  const length = fillScratch(pads, body);
  // Stryker disable next-line EqualityOperator: a length is -1 or at least 64, never 0
  if (length < 0) return createHmac('sha256', pads.key).update(body).digest(encoding);
  const inner = hash('sha256', scratch.subarray(0, length), 'binary');
  // Stryker disable next-line EqualityOperator: `<=` also writes index 96, past outer's end (ignored)
  for (let i = 0; i < DIGEST_BYTES; i++) pads.outer[BLOCK_BYTES + i] = inner.charCodeAt(i);
  return hash('sha256', pads.outer, encoding);
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
  return hmacSha256(secret, body, 'hex');
}

/**
 * The same HMAC as a 32-character string whose character codes are its bytes (latin1): what
 * verification compares, with no hex to encode and no Buffer to allocate.
 *
 * @example
 * ```ts
 * import { hmacSha256Latin1 } from './hmac-sha256.ts'; // internal
 * hmacSha256Latin1('key', '{"foo":"bar"}').charCodeAt(0); // 0xef
 * ```
 */
export function hmacSha256Latin1(secret: string, body: Uint8Array | string): string {
  return hmacSha256(secret, body, 'binary');
}

/** The synchronous HMAC, for `sign()`: present where node:crypto is (undefined in the web build). */
export const hmacSha256HexSync:
  ((secret: string, body: Uint8Array | string) => string) | undefined = hmacSha256Hex;
