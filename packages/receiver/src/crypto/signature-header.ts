/**
 * The `User-Agent` the platform's deliveries carry for a service: `Abstract-Webhooks` for the
 * default service `Abstract`. Every header name of a delivery derives from it.
 *
 * @example
 * ```ts
 * import { userAgent } from '@designhooks/receiver';
 * userAgent('Abstract'); // 'Abstract-Webhooks'
 * ```
 */
export function userAgent(service: string): string {
  return `${service}-Webhooks`;
}

/**
 * Name of the signature header for a service: `Abstract-Webhooks-Signature` for the default
 * service `Abstract`. Header names are case-insensitive; the receiver looks it up in any case.
 *
 * @example
 * ```ts
 * import { signatureHeader } from '@designhooks/receiver';
 * signatureHeader('Abstract'); // 'Abstract-Webhooks-Signature'
 * ```
 */
export function signatureHeader(service: string): string {
  return `${userAgent(service)}-Signature`;
}
