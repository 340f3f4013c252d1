import { signatureBytes } from '../common/signature-bytes.ts';
import { hmacSha256Bytes } from './hmac-sha256.ts';
import { timingSafeEqualBytes } from './timing-safe-equal.ts';

/**
 * True when the signature is the hex HMAC-SHA256 of the body under any of the secrets, with
 * Web Crypto. Every secret is tried, so the time does not tell which matched.
 *
 * @example
 * ```ts
 * import { verifyWithSecrets } from './verify-with-secrets.ts'; // internal; '#crypto/verify-with-secrets' in a web build
 * await verifyWithSecrets('{"foo":"bar"}', 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729', ['key']); // true
 * ```
 */
export async function verifyWithSecrets(
  body: Uint8Array | string,
  signature: string | null | undefined,
  secrets: readonly string[],
): Promise<boolean> {
  const given = signatureBytes(signature);
  if (given === undefined) return false;
  const digests = await Promise.all(secrets.map((secret) => hmacSha256Bytes(secret, body)));
  let matched = false;
  for (const digest of digests) if (timingSafeEqualBytes(digest, given)) matched = true;
  return matched;
}
