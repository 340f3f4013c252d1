import { DEFAULT_SERVICE, sign, signatureHeader, userAgent } from '@designhooks/receiver';

/** A request header as sent on the wire: name (with its casing) and value. */
export type HeaderPair = readonly [name: string, value: string];

/** What the delivery headers are derived from. */
export interface HeaderOptions {
  url: URL;
  body: Uint8Array;
  /** The platform's name; header names derive from it. Default `Abstract`. */
  service?: string;
  /** The webhook's signing key; without one (and without `signature`) no signature header is sent. */
  secret?: string | undefined;
  /**
   * A signature value sent as it is, in the signature header's place, instead of one made with
   * `secret`: what a conformance case chooses (a wrong key's, a tampered body's).
   */
  signature?: string | undefined;
  /** A `Content-Type` sent instead of `application/json`: only check's probe sends one. */
  contentType?: string | undefined;
}

/**
 * The exact header set of a delivery, in the order the platform's Go client writes them:
 * `Host`, `User-Agent: <Service>-Webhooks`, `Content-Length`, the
 * `<Service>-Webhooks-Signature` (only with a secret), `Connection: close`,
 * `Content-Type: application/json`, `Accept-Encoding: gzip`. Nothing else.
 *
 * @example
 * ```ts
 * const body = Buffer.from('{"foo":"bar"}');
 * buildHeaders({ url: new URL('https://127.0.0.1:8443/hooks'), body, secret: 'key' });
 * // [['Host', '127.0.0.1:8443'], ['User-Agent', 'Abstract-Webhooks'], ['Content-Length', '13'],
 * //  ['Abstract-Webhooks-Signature', 'ef0395bb…'], ['Connection', 'close'], ...]
 * ```
 */
export function buildHeaders(options: HeaderOptions): HeaderPair[] {
  const service = options.service ?? DEFAULT_SERVICE;
  const headers: HeaderPair[] = [
    ['Host', options.url.host],
    ['User-Agent', userAgent(service)],
    ['Content-Length', String(options.body.byteLength)],
  ];
  const signature =
    options.signature ?? (options.secret ? sign(options.body, options.secret) : undefined);
  if (signature !== undefined) headers.push([signatureHeader(service), signature]);
  headers.push(
    ['Connection', 'close'],
    ['Content-Type', options.contentType ?? 'application/json'],
    ['Accept-Encoding', 'gzip'],
  );
  return headers;
}
