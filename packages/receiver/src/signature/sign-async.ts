import { hmacSha256Hex } from '#crypto/hmac-sha256';

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
export async function signAsync(body: Uint8Array | string, secret: string): Promise<string> {
  return hmacSha256Hex(secret, body);
}
