import { DEFAULT_SERVICE, sign, signatureHeader, userAgent } from '@designhooks/receiver';
import { bodyBytes, type DeliveryInput } from './body-bytes.ts';
import type { SerializeOptions } from './serialize-delivery.ts';

/**
 * The headers the platform puts on a delivery of `body`: `Content-Type: application/json`,
 * `User-Agent: ${service}-Webhooks` and, when a signing key is set, `${service}-Webhooks-Signature`
 * (lowercase hex HMAC-SHA256 of the exact bytes, from the SDK's `sign`). Pass `null` as the
 * secret for a webhook without a signing key. Sign the exact bytes you send: text and bytes are
 * signed as given; a delivery object is signed over `serializeDelivery(delivery)` (the
 * platform's Go encoding, `\u003c` for `<`), so send exactly that string with these headers.
 *
 * @example
 * ```ts
 * import { signedHeaders } from '@designhooks/testing';
 * const body = '{"foo":"bar"}';
 * await fetch('http://127.0.0.1:3000/webhooks', { method: 'POST', body, headers: signedHeaders(body, 'key') });
 * ```
 */
export function signedHeaders(
  body: DeliveryInput,
  secret: string | null,
  options: { service?: string | undefined } & SerializeOptions = {},
): Record<string, string> {
  const service = options.service ?? DEFAULT_SERVICE;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': userAgent(service),
  };
  if (secret !== null)
    headers[signatureHeader(service)] = sign(
      typeof body === 'string' ? body : bodyBytes(body, options),
      secret,
    );
  return headers;
}
