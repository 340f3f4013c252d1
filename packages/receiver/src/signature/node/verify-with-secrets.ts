import { signatureBytes } from '../common/signature-bytes.ts';
import { hmacSha256Latin1 } from './hmac-sha256.ts';
import { timingSafeEqualLatin1 } from './timing-safe-equal.ts';

/**
 * True when the signature is the hex HMAC-SHA256 of the body under any of the secrets, with
 * node:crypto, synchronously. Every secret is tried, so the time does not tell which matched.
 *
 * @example
 * ```ts
 * import { verifyWithSecrets } from './verify-with-secrets.ts'; // internal; '#crypto/verify-with-secrets'
 * verifyWithSecrets('{"foo":"bar"}', 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729', ['key']); // true
 * ```
 */
export function verifyWithSecrets(
  body: Uint8Array | string,
  signature: string | null | undefined,
  secrets: readonly string[],
): boolean {
  const given = signatureBytes(signature);
  if (given === undefined) return false;
  let matched = false;
  for (const secret of secrets)
    if (timingSafeEqualLatin1(hmacSha256Latin1(secret, body), given)) matched = true;
  return matched;
}
