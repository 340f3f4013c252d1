import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { classifyError } from '../../delivery/classify-error.ts';
import type { ForwardResult } from '../records/received-record.ts';

/** Per-forward total deadline: connect, send, the app's status line and its whole body. */
export const FORWARD_TIMEOUT_MS = 10_000;
/** The app's response body is read up to this size and passed back to the sender. */
export const FORWARD_RESPONSE_MAX_BYTES = 1024 * 1024;
/** The part of the app's response body kept in the record. */
export const FORWARD_BODY_LIMIT_BYTES = 64 * 1024;

/** Headers that describe one hop's framing; the body is re-framed with Content-Length. */
const DROPPED = new Set([
  'host',
  'transfer-encoding',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);

/** Options of {@link forwardDelivery}. */
export interface ForwardOptions {
  /** Total deadline of one forward (default FORWARD_TIMEOUT_MS), not an idle-socket timeout. */
  readonly timeoutMs?: number;
  /** Most bytes of the app's response body read (default FORWARD_RESPONSE_MAX_BYTES); past it the forward fails. */
  readonly maxResponseBytes?: number;
  /** Extra trusted CA certificates (PEM) for an HTTPS target with a self-signed certificate. */
  readonly ca?: string | Buffer;
  /** The file `ca` was read from (`--ca`), named when it does not vouch for the app's certificate. */
  readonly caFile?: string;
}

/** A forward result plus the full response body to pass back to the sender. */
export interface ForwardOutcome {
  readonly result: ForwardResult;
  readonly responseBody: Buffer;
}

/**
 * POSTs a received delivery to the integrator's app byte-exact: the same body bytes (never
 * parsed and re-serialised, which breaks signatures over `\u003c` escapes or key order), the
 * same headers in the same order and case (signature untouched), only `Host` set to the target.
 * Never throws: a network failure comes back as `result.error` with `status: null`.
 *
 * @example
 * ```ts
 * const { result } = await forwardDelivery('http://127.0.0.1:3000/webhooks', body, req.rawHeaders);
 * console.log(result.status, result.body);
 * ```
 */
export async function forwardDelivery(
  url: string,
  body: Buffer,
  rawHeaders: readonly string[],
  options: ForwardOptions = {},
): Promise<ForwardOutcome> {
  const target = new URL(url);
  const headers: string[] = ['Host', target.host];
  let hasLength = false;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const lower = name.toLowerCase();
    if (DROPPED.has(lower)) continue;
    if (lower === 'content-length') hasLength = true;
    headers.push(name, rawHeaders[i + 1]!);
  }
  if (!hasLength) headers.push('Content-Length', String(body.length));

  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? FORWARD_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? FORWARD_RESPONSE_MAX_BYTES;
  return new Promise<ForwardOutcome>((resolve) => {
    let settled = false;
    // eslint-disable-next-line prefer-const -- finish() above the timer reads it: declared first, set below
    let deadline: NodeJS.Timeout | undefined;
    let answered: IncomingMessage | undefined; // the app's status line, once it came
    const finish = (outcome: ForwardOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req?.destroy();
      resolve(outcome);
    };
    const fail = (error: Error, response?: IncomingMessage) =>
      finish({
        result: {
          url,
          status: response?.statusCode ?? null,
          headers: response ? pairs(response.rawHeaders) : [],
          body: '',
          bodyTruncated: false,
          durationMs: elapsed(),
          error: describe(error, target, options.caFile),
        },
        responseBody: Buffer.alloc(0),
      });
    // eslint-disable-next-line prefer-const -- `finish` above may only run once it is set
    let req: ReturnType<typeof send> | undefined;
    req = send(
      target,
      {
        method: 'POST',
        headers,
        ...(options.ca ? { ca: options.ca } : {}),
        agent: false,
      },
      (res) => {
        answered = res;
        // Read the app's body up to the cap; an app that streams forever is cut off, not read on.
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes)
            return fail(
              new Error(
                `the app's response body is larger than ${maxBytes} bytes: stopped reading`,
              ),
              res,
            );
          chunks.push(chunk);
        });
        res.on('end', () => {
          const responseBody = Buffer.concat(chunks);
          finish({
            result: {
              url,
              status: res.statusCode ?? 0,
              headers: pairs(res.rawHeaders),
              body: responseBody.subarray(0, FORWARD_BODY_LIMIT_BYTES).toString('utf8'),
              bodyTruncated: responseBody.length > FORWARD_BODY_LIMIT_BYTES,
              durationMs: elapsed(),
              error: null,
            },
            responseBody,
          });
        });
        res.on('error', (error) => fail(error, res));
        res.on('aborted', () => fail(new Error('the app closed the connection mid-answer'), res));
      },
    );
    // A total deadline, not node's idle-socket timeout: an app trickling a byte every few
    // seconds never goes idle, and the sender (and shutdown) would wait for it forever.
    deadline = setTimeout(
      () =>
        fail(
          new Error(`no complete answer within ${timeoutMs / 1000} s (total deadline)`),
          answered,
        ),
      timeoutMs,
    );
    req.on('error', (error) => fail(error));
    req.end(body);
  });
}

function pairs(raw: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i]!, raw[i + 1]!]);
  return out;
}

// send's words for a failed connection, for the flags listen has: --ca, no --insecure, and
// any http:// URL to forward to
function describe(error: Error, target: URL, caFile: string | undefined): string {
  return classifyError(error, target, caFile, { insecure: false, allowHttp: false }).message;
}
