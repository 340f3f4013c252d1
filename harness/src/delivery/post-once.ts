import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { isIP } from 'node:net';
import type { SecureContext } from 'node:tls';
import { readAnswerBody, SPLIT_PAUSE_MS } from '@designhooks/testing';
import type { HeaderPair } from './build-headers.ts';
import type { AttemptError, AttemptResponse } from '../store/delivery-table.ts';
import { classifyError } from './classify-error.ts';

/**
 * Response bodies are recorded up to this many bytes (after gzip decoding); the rest is cut.
 *
 * @example
 * ```ts
 * if (record.response?.bodyTruncated) console.log(`first ${RESPONSE_BODY_LIMIT_BYTES} bytes only`);
 * ```
 */
export const RESPONSE_BODY_LIMIT_BYTES = 65_536;

/** How to trust the receiver's certificate. */
export interface TlsSettings {
  /** Trust store built once per command (see loadTls); default: Node's bundled roots. */
  secureContext?: SecureContext | undefined;
  /** Skip certificate checks (`--insecure`). */
  insecure?: boolean | undefined;
  /** The `--ca` file trusted besides Node's roots, named when a certificate does not verify. */
  caFile?: string | undefined;
}

/** What one POST produced: a response, or an error; never both. */
export interface AttemptOutcome {
  startedAt: Date;
  durationMs: number;
  response: AttemptResponse | null;
  error: AttemptError | null;
  /** On an error after the status line came (a timeout: the answer's body never ended), that status. */
  unfinishedStatus?: number;
}

/** One POST's inputs. */
export interface PostOptions {
  url: URL;
  /** Default `POST`, as every delivery; `designhooks check` also sends a `GET`. */
  method?: 'POST' | 'GET' | undefined;
  headers: readonly HeaderPair[];
  body: Uint8Array;
  /** Whole-attempt budget: connect, TLS, send, and read the response. */
  timeoutMs: number;
  tls?: TlsSettings | undefined;
  /**
   * Write the body in two pieces, split at this byte, {@link SPLIT_PAUSE_MS} apart, as TCP may
   * deliver any body (`designhooks check`'s `encoding.utf8-split`).
   */
  splitAt?: number | undefined;
  /**
   * Once the body is sent, close the request's side of the connection (a TCP half-close; the
   * answer still comes): `designhooks check`'s probe of a receiver that answers nothing.
   */
  halfClose?: boolean | undefined;
}

/**
 * Sends one POST with node:http / node:https and resolves with the outcome; it never rejects.
 * The headers go to Node as an ordered list, written with their names and order kept (given a
 * list, Node adds only `Connection` or chunked framing to a request without them, and
 * {@link buildHeaders} sets `Connection` and `Content-Length`; `Host` must be in the list).
 * `agent: false` opens a fresh TCP/TLS connection per delivery, without TLS session reuse, like
 * the platform's Go client with `Connection: close`; the command's `secureContext` (see loadTls)
 * goes through to `tls.connect`, with SNI when the host is a name. Node reads the response in any
 * framing; a gzip body is decoded, and the body is kept up to {@link RESPONSE_BODY_LIMIT_BYTES}.
 * `timeoutMs` bounds the whole attempt.
 *
 * @example
 * ```ts
 * const url = new URL('https://127.0.0.1:8443/hooks');
 * const outcome = await postOnce({ url, headers: buildHeaders({ url, body }), body, timeoutMs: 10_000 });
 * outcome.response?.status; // 200
 * ```
 */
export function postOnce(options: PostOptions): Promise<AttemptOutcome> {
  const { url } = options;
  const startedAt = new Date();
  const start = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let status: number | undefined; // once the status line came
    const finish = (response: AttemptResponse | null, error: Error | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      const durationMs = Math.round((performance.now() - start) * 100) / 100;
      resolve({
        startedAt,
        durationMs,
        response,
        error: error ? classifyError(error, url, options.tls?.caFile) : null,
        ...(error && status !== undefined ? { unfinishedStatus: status } : {}),
      });
    };
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      requestOptions(url, options),
    );
    const timer = setTimeout(() => {
      const what =
        status === undefined
          ? 'no complete response'
          : `answered ${status}, but the answer's body did not end`;
      finish(
        null,
        Object.assign(new Error(`${what} within ${options.timeoutMs} ms`), {
          code: 'DESIGNHOOKS_TIMEOUT',
        }),
      );
    }, options.timeoutMs);
    req.on('error', (error) => finish(null, error));
    req.on('response', (res) => {
      status = res.statusCode;
      readAnswerBody(res, res.headers['content-encoding'], RESPONSE_BODY_LIMIT_BYTES).then(
        ({ body, truncated }) =>
          finish(
            {
              status: res.statusCode ?? 0,
              headers: { ...res.headers },
              body,
              bodyTruncated: truncated,
            },
            null,
          ),
        (error: Error) => finish(null, error),
      );
    });
    const { body, splitAt } = options;
    const end = (last: Uint8Array): void =>
      void req.end(last, () => options.halfClose && req.socket?.end());
    if (splitAt === undefined) {
      end(body);
      return;
    }
    req.write(body.subarray(0, splitAt));
    setTimeout(() => {
      if (!settled) end(body.subarray(splitAt));
    }, SPLIT_PAUSE_MS);
  });
}

function requestOptions(
  url: URL,
  options: PostOptions,
): RequestOptions & { secureContext?: SecureContext | undefined } {
  const base = {
    method: options.method ?? 'POST',
    agent: false,
    headers: options.headers.flat(),
    maxHeaderSize: 64 * 1024,
  } as const;
  if (url.protocol !== 'https:') return base;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    ...base,
    secureContext: options.tls?.secureContext,
    rejectUnauthorized: !options.tls?.insecure,
    ...(isIP(host) ? {} : { servername: host }),
  };
}
