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
  return `${service}-Webhooks-Signature`;
}
