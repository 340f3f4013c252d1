import { Buffer } from 'node:buffer';
import {
  createHash,
  createHmac,
  createSecretKey,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import type { SyncCryptoBackend } from '../backend.ts';
import { cachedUpTo } from '../cached-up-to.ts';

// One KeyObject per secret (at most 16): a receiver verifies every delivery with the same one or
// two secrets, and a process cycling through many must not grow without bound.
const keys = new Map<string, KeyObject>();
// TextEncoder, not Buffer: Deno has no global Buffer (test/runtime-neutral.test.ts).
const encoder = new TextEncoder();
const keyFor = (secret: string): KeyObject => createSecretKey(encoder.encode(secret));

const hmacFor = (secret: string) => createHmac('sha256', cachedUpTo(keys, 16, secret, keyFor));

/**
 * The node:crypto build (Node, Deno, Bun): `createHmac`, `timingSafeEqual` and `createHash`,
 * answering at once. Every secret is tried, so the time does not tell which one matched.
 * `satisfies` alone, not `as const satisfies`: Stryker does not mutate a constant expression,
 * and this is the code that accepts or refuses a signature.
 *
 * @example
 * ```ts
 * import { backend } from '#crypto/backend'; // internal; this file in the node build
 * backend.hmacSha256Hex('key', '{"foo":"bar"}'); // 'ef0395bb...cdcd729'
 * ```
 */
export const backend = {
  sync: true,
  hmacSha256Hex: (secret, body) => hmacFor(secret).update(body).digest('hex'),
  // Compared as hex text, not decoded to bytes: node:crypto's hex digest is cheaper than its
  // Buffer digest plus a decode in JavaScript (bench/receive.bench.ts). Only A-F lowercase to a
  // hex digit, so a value that is not 64 hex digits cannot equal the digest's 64 ASCII bytes:
  // other characters stay other bytes, and a non-ASCII one changes the byte count.
  verifyHmacSha256(body, signature, secrets) {
    // Stryker disable next-line ConditionalExpression: the byte-length check below refuses the same; this spares copying a long value
    if (signature.length !== 64) return false;
    const given = Buffer.from(signature.toLowerCase());
    let matched = false;
    for (const secret of secrets) {
      const digest = Buffer.from(hmacFor(secret).update(body).digest('hex'));
      // timingSafeEqual throws on a length mismatch; a length is no secret, and never equal.
      if (digest.length === given.length && timingSafeEqual(digest, given)) matched = true;
    }
    return matched;
  },
  sha256Hex: (body) => createHash('sha256').update(body).digest('hex'),
  // The doctor's keys are many and used once: no KeyObject cache for them.
  verifyHmacSha256Key(key, body, digests) {
    const digest = createHmac('sha256', key).update(body).digest();
    // every value is compared, so the time does not tell which matched
    let matched = false;
    for (const given of digests)
      if (given.length === digest.length && timingSafeEqual(digest, given)) matched = true;
    return matched;
  },
} satisfies SyncCryptoBackend;
