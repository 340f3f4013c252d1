import { createHmac } from 'node:crypto';

/**
 * Computes the platform's delivery signature: the lowercase hex HMAC-SHA256 of the raw body
 * bytes, keyed with the signing key as UTF-8. This is the one signer of the project: the
 * harness, the testing kit and every test use it.
 *
 * @example
 * ```ts
 * import { sign } from '@designhooks/receiver';
 * sign('{"foo":"bar"}', 'key');
 * // → 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729'
 * ```
 */
export function sign(body: Uint8Array | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
