import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/**
 * Checks a delivery signature: the hex HMAC-SHA256 of the raw body bytes under any of the
 * given secrets (several during a key rotation), compared in constant time. A missing, short,
 * long or non-hex signature is simply `false`; so is an empty list of secrets.
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
  body: Uint8Array | string,
  signature: string | null | undefined,
  secret: string | readonly string[],
): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(signature, 'hex');
  const secrets = typeof secret === 'string' ? [secret] : secret;
  let matched = false;
  // Every secret is tried, so the time taken does not tell which one matched.
  for (const key of secrets) {
    const actual = createHmac('sha256', key).update(body).digest();
    if (timingSafeEqual(actual, expected)) matched = true;
  }
  return matched;
}
