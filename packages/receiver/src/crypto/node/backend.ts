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
  verifyHmacSha256(body, signature, secrets) {
    let matched = false;
    for (const secret of secrets) {
      const digest = hmacFor(secret).update(body).digest();
      // timingSafeEqual throws on a length mismatch; a length is no secret, and never equal.
      if (digest.length === signature.length && timingSafeEqual(digest, signature)) matched = true;
    }
    return matched;
  },
  sha256Hex: (body) => createHash('sha256').update(body).digest('hex'),
  // The doctor's keys are many and used once: no KeyObject cache for them.
  hmacSha256Key: (key, body) => createHmac('sha256', key).update(body).digest(),
} as const satisfies SyncCryptoBackend;
