import { backend } from '#crypto/backend';
import type { Body } from './backend.ts';

/**
 * The body's digest: the lowercase hex SHA-256 of its raw bytes (a string is hashed as its UTF-8
 * bytes). It is the key the receiver's `dedupe` step records in its `DedupeStore`, so a store,
 * a queue or a log that keys deliveries by it agrees with the receiver byte for byte
 * (`enqueueDeliveries` in `@designhooks/queue` uses it as the job id; `designhooks listen`
 * records it as `bodySha256`). Synchronous, so it needs node:crypto (Node, Deno, Bun); where
 * there is none (Cloudflare Workers, browsers) it throws: use `bodyDigestAsync`.
 *
 * @example
 * ```ts
 * import { bodyDigest } from '@designhooks/receiver';
 * bodyDigest('{"foo":"bar"}');
 * // → '7a38bf81f383f69433ad6e900d35b3e2385593f76a7b7ab5d4355b8ba41ee24b'
 * ```
 */
export function bodyDigest(body: Body): string {
  if (!backend.sync)
    throw new Error(
      'bodyDigest() needs node:crypto, which this runtime does not have: use bodyDigestAsync()',
    );
  return backend.sha256Hex(body);
}

/**
 * `bodyDigest` on any runtime: node:crypto where present, Web Crypto (`crypto.subtle.digest`)
 * where not, so it works in Cloudflare Workers and browsers too. Same answer as `bodyDigest`.
 *
 * @example
 * ```ts
 * import { bodyDigestAsync } from '@designhooks/receiver';
 * await bodyDigestAsync(new TextEncoder().encode('{"foo":"bar"}'));
 * // → '7a38bf81f383f69433ad6e900d35b3e2385593f76a7b7ab5d4355b8ba41ee24b'
 * ```
 */
export async function bodyDigestAsync(body: Body): Promise<string> {
  return backend.sha256Hex(body);
}
