import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SecureContext } from 'node:tls';
import { createGunzip } from 'node:zlib';
import { classifyError, type AttemptError } from './classify-error.ts';
import type { HeaderPair } from './build-headers.ts';

/** Response bodies are recorded up to this many bytes (after gzip decoding); the rest is cut. */
export const RESPONSE_BODY_LIMIT_BYTES = 65_536;

/** How to trust the receiver's certificate. */
export interface TlsSettings {
  /** Trust store built once (from `--ca`); default: Node's bundled roots. */
  secureContext?: SecureContext | undefined;
  /** Skip certificate checks (`--insecure`). */
  insecure?: boolean | undefined;
}

/** The receiver's answer, as recorded. */
export interface AttemptResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Decoded text, cut at {@link RESPONSE_BODY_LIMIT_BYTES}. */
  body: string;
  bodyTruncated: boolean;
}

/** What one POST produced: a response, or an error; never both. */
export interface AttemptOutcome {
  startedAt: Date;
  durationMs: number;
  response: AttemptResponse | null;
  error: AttemptError | null;
}

/** One POST's inputs. */
export interface PostOptions {
  url: URL;
  headers: readonly HeaderPair[];
  body: Uint8Array;
  /** Whole-attempt budget: connect, send, and read the response. */
  timeoutMs: number;
  tls?: TlsSettings | undefined;
}

/**
 * Sends one POST on a fresh connection with exactly the given headers (node:http adds none of
 * its own when `Host` and `Connection` are set) and resolves with the outcome; it never rejects.
 *
 * @example
 * ```ts
 * const url = new URL('https://127.0.0.1:8443/hooks');
 * const outcome = await postOnce({ url, headers: buildHeaders({ url, body }), body, timeoutMs: 10_000 });
 * outcome.response?.status; // 200
 * ```
 */
export function postOnce(options: PostOptions): Promise<AttemptOutcome> {
  const { url, body } = options;
  const startedAt = new Date();
  const start = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (response: AttemptResponse | null, error: Error | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const durationMs = Math.round((performance.now() - start) * 100) / 100;
      resolve({ startedAt, durationMs, response, error: error ? classifyError(error, url) : null });
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      agent: false,
      headers: options.headers.flat() as string[],
      ...(url.protocol === 'https:'
        ? { secureContext: options.tls?.secureContext, rejectUnauthorized: !options.tls?.insecure }
        : {}),
    });
    const timer = setTimeout(() => {
      const error = Object.assign(new Error(`no complete response within ${options.timeoutMs} ms`), { code: 'DESIGNHOOKS_TIMEOUT' });
      req.destroy(error);
      finish(null, error);
    }, options.timeoutMs);
    req.on('error', (error) => finish(null, error));
    req.on('response', (res) => {
      readBody(res).then(
        ({ text, truncated }) => {
          finish({ status: res.statusCode ?? 0, headers: { ...res.headers }, body: text, bodyTruncated: truncated }, null);
          res.destroy();
        },
        (error: Error) => finish(null, error),
      );
    });
    req.end(body);
  });
}

function readBody(res: IncomingMessage): Promise<{ text: string; truncated: boolean }> {
  const gzip = /gzip/i.test(String(res.headers['content-encoding'] ?? ''));
  const stream = gzip ? res.pipe(createGunzip()) : res;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    const done = (): void => resolve({ text: Buffer.concat(chunks).toString('utf8'), truncated });
    stream.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = RESPONSE_BODY_LIMIT_BYTES - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        truncated = true;
        done();
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('end', done);
    stream.on('error', (error) => (gzip ? done() : reject(error)));
    res.on('error', reject);
  });
}
