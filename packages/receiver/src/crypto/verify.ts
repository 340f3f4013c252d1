import { backend } from '#crypto/backend';
import type { Body } from './backend.ts';

const list = (secret: string | readonly string[]) =>
  typeof secret === 'string' ? [secret] : secret;

/**
 * Checks a delivery signature: the hex HMAC-SHA256 of the raw body bytes under any of the
 * given secrets (several during a key rotation), compared in constant time. A missing, short,
 * long or non-hex signature is simply `false`; so is an empty list of secrets. Upper-case hex is
 * accepted as the same value. Synchronous, so it needs node:crypto (Node, Deno, Bun); where there
 * is none (Cloudflare Workers, browsers) it throws: use `verifySignatureAsync`.
 *
 * @example
 * ```ts
 * import { sign, verifySignature } from '@designhooks/receiver';
 * const body = '{"foo":"bar"}';
 * verifySignature(body, sign(body, 'key'), 'key'); // true
 * verifySignature(body, sign(body, 'old'), ['new', 'old']); // true: any secret may match
 * verifySignature(body, 'not-hex', 'key'); // false
 * ```
 */
export function verifySignature(
  body: Body,
  signature: string | null | undefined,
  secret: string | readonly string[],
): boolean {
  if (!backend.sync)
    throw new Error(
      'verifySignature() needs node:crypto, which this runtime does not have: use verifySignatureAsync()',
    );
  return typeof signature === 'string' && backend.verifyHmacSha256(body, signature, list(secret));
}

/**
 * `verifySignature` on any runtime: node:crypto where present, Web Crypto (`crypto.subtle`
 * HMAC-SHA256, constant-time comparison) where not. Same answers as `verifySignature`.
 *
 * @example
 * ```ts
 * import { verifySignatureAsync } from '@designhooks/receiver';
 * await verifySignatureAsync('{"foo":"bar"}', 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729', 'key'); // true
 * ```
 */
export async function verifySignatureAsync(
  body: Body,
  signature: string | null | undefined,
  secret: string | readonly string[],
): Promise<boolean> {
  return typeof signature === 'string' && backend.verifyHmacSha256(body, signature, list(secret));
}
