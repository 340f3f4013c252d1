import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls, type SecureContext } from 'node:tls';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { HeaderPair } from './build-headers.ts';
import { classifyError, type AttemptError } from './classify-error.ts';
import { responseParser, type ParsedResponse } from './response-parser.ts';

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
  /** Whole-attempt budget: connect, TLS, send, and read the response. */
  timeoutMs: number;
  tls?: TlsSettings | undefined;
}

/**
 * Sends one POST on a fresh connection and resolves with the outcome; it never rejects. The
 * request is written byte for byte (request line, exactly the given headers in their order,
 * body), so nothing is added; the response is read with a small HTTP/1.1 reader until it is
 * complete or the connection closes (`Connection: close`). A fresh TCP/TLS connection per
 * delivery, without TLS session reuse, like the platform's Go client.
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
    const parser = responseParser(RESPONSE_BODY_LIMIT_BYTES);
    const finish = (parsed: ParsedResponse | null, error: Error | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const durationMs = Math.round((performance.now() - start) * 100) / 100;
      if (error || !parsed) {
        resolve({ startedAt, durationMs, response: null, error: classifyError(error ?? new Error('no response'), url) });
        return;
      }
      void decodeBody(parsed).then((body) => resolve({
        startedAt,
        durationMs,
        response: { status: parsed.status, headers: parsed.headers, body, bodyTruncated: parsed.truncated },
        error: null,
      }));
    };
    const socket = openSocket(url, options.tls);
    const timer = setTimeout(() => {
      finish(null, Object.assign(new Error(`no complete response within ${options.timeoutMs} ms`), { code: 'DESIGNHOOKS_TIMEOUT' }));
    }, options.timeoutMs);
    socket.on('error', (error) => finish(null, error));
    socket.on('data', (chunk: Buffer) => {
      try {
        if (parser.push(chunk)) finish(parser.result(), null);
      } catch (error) {
        finish(null, error as Error);
      }
    });
    socket.on('end', () => {
      const parsed = parser.end();
      finish(parsed ?? null, parsed ? null : Object.assign(new Error('connection closed before a complete response'), { code: 'ECONNRESET' }));
    });
    socket.on('close', () => finish(null, Object.assign(new Error('connection closed before a complete response'), { code: 'ECONNRESET' })));
    socket.write(requestBytes(url, options.headers, options.body));
  });
}

function openSocket(url: URL, tls: TlsSettings | undefined): Socket {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (url.protocol !== 'https:') return connectTcp({ host, port });
  return connectTls({
    host,
    port,
    servername: isIP(host) ? undefined : host,
    secureContext: tls?.secureContext,
    rejectUnauthorized: !tls?.insecure,
  });
}

function requestBytes(url: URL, headers: readonly HeaderPair[], body: Uint8Array): Buffer {
  let head = `POST ${url.pathname}${url.search} HTTP/1.1\r\n`;
  for (const [name, value] of headers) head += `${name}: ${value}\r\n`;
  return Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), body]);
}

async function decodeBody(parsed: ParsedResponse): Promise<string> {
  if (!/gzip/i.test(String(parsed.headers['content-encoding'] ?? ''))) return parsed.body.toString('utf8');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of Readable.from([parsed.body]).pipe(createGunzip())) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= RESPONSE_BODY_LIMIT_BYTES) break;
    }
  } catch {
    // a cut or corrupt gzip body: keep what decoded
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT_BYTES).toString('utf8');
}
