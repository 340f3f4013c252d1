import {
  CHECK_DEFAULTS,
  inFrontHeaders,
  runCheck,
  type CheckAnswer,
  type CheckOptions,
  type CheckReport,
  type CheckRequest,
  type CheckTransport,
} from '@designhooks/testing';
import { buildHeaders } from '../delivery/build-headers.ts';
import { postOnce, type TlsSettings } from '../delivery/post-once.ts';
import { bodyStart } from '../text/body-start.ts';
import { redactUrl } from '../text/redact-url.ts';

/** What {@link checkOverHttp} needs besides the run's options. */
export interface CheckOverHttpOptions extends CheckOptions {
  /** Already checked by checkUrl (HTTPS, or loopback http:// with --allow-http). */
  url: URL;
  /** The platform's name for the header names; default `Abstract`. */
  service?: string | undefined;
  tls?: TlsSettings | undefined;
}

/**
 * Runs the conformance catalogue against a receiver over HTTP(S), each request exactly what
 * `designhooks send` sends (the same header list, order and signature, a fresh connection, no
 * retry), and returns the report. Nothing is written to the store.
 *
 * @example
 * ```ts
 * const report = await checkOverHttp({ url: new URL('https://127.0.0.1:8443/webhooks'), secret: 'key', tls: loadTls({ ca: 'cert.pem' }) });
 * process.exitCode = report.passed ? 0 : 1;
 * ```
 */
export function checkOverHttp(options: CheckOverHttpOptions): Promise<CheckReport> {
  const { url, service, tls } = options;
  const timeoutMs = options.timeout ?? CHECK_DEFAULTS.timeout;
  const transport: CheckTransport = async (request: CheckRequest): Promise<CheckAnswer> => {
    const outcome = await postOnce({
      url,
      method: request.method,
      headers: buildHeaders({
        url,
        body: request.body,
        service,
        signature: request.signature ?? undefined,
        contentType: request.contentType,
      }),
      body: request.method === 'GET' ? new Uint8Array(0) : request.body,
      timeoutMs,
      tls,
      splitAt: request.splitAt,
      halfClose: request.halfClose,
    });
    if (outcome.response) {
      // the body's first RESPONSE_BODY_LIMIT_BYTES, and where a redirect points
      const { status, body, headers } = outcome.response;
      return {
        status,
        body,
        ...inFrontHeaders((name) => headers[name]),
        ...(body.trim() ? { excerpt: bodyStart(body) } : {}), // an HTML page's words
      };
    }
    const error = outcome.error!;
    if (error.kind !== 'timeout')
      return {
        error: error.message,
        timedOut: false,
        ...(error.kind === 'refused' ? { refused: true } : {}),
        ...(error.kind === 'reset' ? { closed: true } : {}),
      };
    const { unfinishedStatus } = outcome;
    return unfinishedStatus === undefined
      ? { error: `no answer within ${timeoutMs} ms`, timedOut: true }
      : { error: error.message, timedOut: true, unfinishedStatus };
  };
  return runCheck(redactUrl(url.href), transport, options); // the report shows, the transport sends
}
