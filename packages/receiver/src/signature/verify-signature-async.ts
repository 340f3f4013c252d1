import { verifyWithSecrets } from '#crypto/verify-with-secrets';

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
  body: Uint8Array | string,
  signature: string | null | undefined,
  secret: string | readonly string[],
): Promise<boolean> {
  return verifyWithSecrets(body, signature, typeof secret === 'string' ? [secret] : secret);
}
