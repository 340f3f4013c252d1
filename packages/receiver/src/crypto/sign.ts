import { backend } from '#crypto/backend';
import type { Body } from './backend.ts';

/**
 * Computes the platform's delivery signature: the lowercase hex HMAC-SHA256 of the raw body
 * bytes, keyed with the signing key as UTF-8. This is the one signer of the project: the
 * harness, the testing kit and every test use it. Synchronous, so it needs node:crypto (Node,
 * Deno, Bun); where there is none (Cloudflare Workers, browsers) it throws: use `signAsync`.
 *
 * @example
 * ```ts
 * import { sign } from '@designhooks/receiver';
 * sign('{"foo":"bar"}', 'key');
 * // → 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729'
 * ```
 */
export function sign(body: Body, secret: string): string {
  if (!backend.sync)
    throw new Error('sign() needs node:crypto, which this runtime does not have: use signAsync()');
  return backend.hmacSha256Hex(secret, body);
}

/**
 * `sign` on any runtime: node:crypto where present, Web Crypto (`crypto.subtle`) where not, so
 * it works in Cloudflare Workers and browsers too. Same answer as `sign`.
 *
 * @example
 * ```ts
 * import { signAsync } from '@designhooks/receiver';
 * await signAsync('{"foo":"bar"}', 'key');
 * // → 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729'
 * ```
 */
export async function signAsync(body: Body, secret: string): Promise<string> {
  return backend.hmacSha256Hex(secret, body);
}
