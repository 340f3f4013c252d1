import { verifyWithSecrets } from '#crypto/verify-with-secrets';

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
  body: Uint8Array | string,
  signature: string | null | undefined,
  secret: string | readonly string[],
): boolean {
  const matched = verifyWithSecrets(
    body,
    signature,
    typeof secret === 'string' ? [secret] : secret,
  ) as boolean | Promise<boolean>;
  if (typeof matched === 'boolean') return matched;
  matched.catch(() => {}); // answered below instead
  throw new Error(
    'verifySignature() needs node:crypto, which this runtime does not have: use verifySignatureAsync()',
  );
}
