import { bodyBytes, type DeliveryInput } from '../requests/body-bytes.ts';
import { callFetchHandler } from './call-fetch-handler.ts';
import { callLambdaHandler } from './call-lambda-handler.ts';
import { callNodeHandler } from './call-node-handler.ts';
import { resolveTarget, type DeliverTarget } from './resolve-target.ts';
import { sendHttp, type DeliverResult } from './send-http.ts';
import { SPLIT_PAUSE_MS } from './split-pause.ts';
import type { SerializeOptions } from '../requests/serialize-delivery.ts';
import { signedHeaders } from '../requests/signed-headers.ts';

/** Options of `deliver()`. */
export interface DeliverOptions extends SerializeOptions {
  /** The signing key, or `null` for a webhook without one. */
  secret: string | null;
  /** The platform's name in the header names; default `Abstract`. */
  service?: string;
  /** Request path for in-process targets (where your app mounts the receiver); default `/`. */
  path?: string;
  /** Extra headers, or replacements (case-insensitive); `null` removes one. For negative tests. */
  headers?: Record<string, string | null>;
  /** HTTP method; default `POST` (set another to test your 405). */
  method?: string;
  /**
   * Give up after this many milliseconds; default 10 000 (`DEFAULT_DELIVER_TIMEOUT_MS`). Named
   * like `send`'s and `check`'s `--timeout <ms>`, as every time option of this package.
   */
  timeout?: number;
  /** @deprecated Use `timeout` (the same milliseconds); kept so existing tests keep working. */
  timeoutMs?: number;
  /** Extra CA certificate(s) trusted for an `https://` URL target (e.g. a self-signed cert). */
  ca?: string | Buffer;
  /**
   * Send the body in two pieces, its first `splitAt` bytes, then the rest 20 ms later, as TCP
   * may deliver any body: a handler that decodes each piece on its own (`body +=
   * chunk`) breaks a character split between them. Over HTTP, and to node and fetch handlers;
   * a Lambda handler gets the body whole, as API Gateway hands it over. From 1 to the body's
   * length less one.
   */
  splitAt?: number;
  /**
   * Once the body is sent, close the request's side of the connection (a TCP half-close; the
   * answer still comes back), which the platform never does. A receiver that answers only then
   * reads the body until the connection ends, not its `Content-Length` bytes (Python's
   * `self.rfile.read()` with no size), and every delivery from the platform waits for it until
   * the platform's timeout. Over HTTP and to node handlers; a fetch or Lambda handler gets a
   * body that ends with its last byte either way.
   */
  halfClose?: boolean;
}

/**
 * Default time `deliver()` waits for an answer before it throws `DeliverTimeoutError`.
 *
 * @example
 * ```ts
 * import { deliver, fixture, DEFAULT_DELIVER_TIMEOUT_MS } from '@designhooks/testing';
 * // a handler that queues work may need longer than the default 10 s:
 * await deliver(app, fixture('project.created'), { secret: 'test', timeout: 3 * DEFAULT_DELIVER_TIMEOUT_MS });
 * ```
 */
export const DEFAULT_DELIVER_TIMEOUT_MS = 10_000;

/**
 * Delivers one signed delivery the way the platform does and returns what came back. The target
 * can be an express app or any node `(req, res)` handler, or a node server such as NestJS's
 * `app.getHttpServer()` (run in-process over an in-memory connection: real HTTP parsing, no
 * port), a fetch handler `(request) => Response` (called
 * directly), a Lambda handler as `{ lambda }` (called with API Gateway's event), or a URL string (a real POST with the platform's headers: `Accept-Encoding: gzip`,
 * `Connection: close`, `Content-Type`, `User-Agent`, the signature). A bare function is told
 * apart by its parameter count (2+ = node, 1 = fetch); wrap it as `{ node }` or `{ fetch }` to say.
 *
 * @example
 * ```ts
 * import { deliver, fixture } from '@designhooks/testing';
 * import { createApp } from './app.ts';
 * const { status } = await deliver(createApp(), fixture('project.created'), { secret: 'test', path: '/webhooks' });
 * ```
 */
export async function deliver(
  target: DeliverTarget,
  delivery: DeliveryInput,
  options: DeliverOptions,
): Promise<DeliverResult> {
  const method = (options.method ?? 'POST').toUpperCase();
  const raw = bodyBytes(delivery, options);
  const body = method === 'GET' || method === 'HEAD' ? undefined : raw;
  const signed = signedHeaders(raw, options.secret, { service: options.service });
  const timeoutMs = options.timeout ?? options.timeoutMs ?? DEFAULT_DELIVER_TIMEOUT_MS;
  const { splitAt, halfClose } = options;
  if (splitAt !== undefined && !(Number.isInteger(splitAt) && splitAt > 0 && splitAt < raw.length))
    throw new RangeError(
      `deliver: splitAt must be a whole number of bytes inside the body, 1 to ${raw.length - 1}; got ${String(splitAt)}`,
    );
  const resolved = resolveTarget(target);
  if (resolved.kind === 'fetch') {
    const request = new Request(new URL(options.path ?? '/', 'http://localhost'), {
      method,
      headers: withOverrides(signed, options.headers),
      ...(body === undefined ? {} : { body: requestBody(body, splitAt), duplex: 'half' }),
    } as RequestInit);
    return callFetchHandler(resolved.handler, request, timeoutMs);
  }
  // Over HTTP, also what the platform's Go client adds (Host is set by node from the URL).
  const platform = {
    'Accept-Encoding': 'gzip',
    Connection: 'close',
    ...(body ? { 'Content-Length': String(body.length) } : {}),
  };
  const headers = withOverrides({ ...platform, ...signed }, options.headers);
  if (resolved.kind === 'node') {
    const url = new URL(options.path ?? '/', 'http://localhost');
    const exchange = { url, method, headers, body, timeoutMs, splitAt, halfClose };
    return callNodeHandler(resolved.handler, exchange);
  }
  if (resolved.kind === 'lambda') {
    const path = options.path ?? '/';
    return callLambdaHandler(resolved.target, { method, path, headers, body, timeoutMs });
  }
  const { url } = resolved;
  return sendHttp({ url, method, headers, body, timeoutMs, ca: options.ca, splitAt, halfClose });
}

// A fetch handler reads the body as a stream: two chunks, a moment apart, when it is split.
function requestBody(body: Buffer, splitAt: number | undefined): Uint8Array | ReadableStream {
  if (splitAt === undefined) return new Uint8Array(body);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(body.subarray(0, splitAt)));
      setTimeout(() => {
        try {
          controller.enqueue(new Uint8Array(body.subarray(splitAt)));
          controller.close();
        } catch {
          // the handler cancelled the body (it answered without reading it): nothing to send
        }
      }, SPLIT_PAUSE_MS);
    },
  });
}

/** Applies header replacements case-insensitively; `null` removes the header. */
function withOverrides(
  headers: Record<string, string>,
  overrides: Record<string, string | null> = {},
): Record<string, string> {
  const result = { ...headers };
  for (const [name, value] of Object.entries(overrides)) {
    for (const existing of Object.keys(result))
      if (existing.toLowerCase() === name.toLowerCase()) delete result[existing];
    if (value !== null) result[name] = value;
  }
  return result;
}
