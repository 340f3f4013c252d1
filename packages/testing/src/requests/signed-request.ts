import { bodyBytes, type DeliveryInput } from './body-bytes.ts';
import type { SerializeOptions } from './serialize-delivery.ts';
import { signedHeaders } from './signed-headers.ts';

/** Options of `signedRequest`. */
export interface SignedRequestOptions extends SerializeOptions {
  /** The signing key, or `null` for a webhook without one (no signature header). */
  secret: string | null;
  /** Where the request points; default `http://localhost/webhooks`. */
  url?: string | URL;
  /** The platform's name in the header names; default `Abstract`. */
  service?: string;
}

/**
 * A fetch `Request` carrying `delivery` the way the platform sends it: POST, the compact body
 * (objects are serialised with `serializeDelivery`; strings and bytes are sent untouched) and
 * exactly the platform's headers. Hand it to a fetch handler, or to `fetch()`.
 *
 * @example
 * ```ts
 * import { fixture, signedRequest } from '@designhooks/testing';
 * const request = signedRequest(fixture('branch.created'), { secret: 'whsec_test' });
 * const response = await myFetchHandler(request);
 * ```
 */
export function signedRequest(delivery: DeliveryInput, options: SignedRequestOptions): Request {
  const body = bodyBytes(delivery, options);
  const headers = signedHeaders(body, options.secret, { service: options.service });
  return new Request(options.url ?? 'http://localhost/webhooks', {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  });
}
