import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { DeliverTimeoutError } from '../errors.ts';
import { readAnswerBody } from './read-answer-body.ts';
import { SPLIT_PAUSE_MS } from './split-pause.ts';

/**
 * What a target answered. Header names are lowercase; repeated headers are joined with `, `. The
 * body is decoded (gzip) and cut at its first MiB, with `bodyTruncated` set when the answer was
 * longer.
 */
export interface DeliverResult {
  status: number;
  body: string;
  headers: Record<string, string>;
  bodyTruncated?: true;
}

/** One HTTP exchange over a URL, or over an in-memory connection when `connection` is given. */
export interface HttpExchange {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  timeoutMs: number;
  connection?: Duplex;
  ca?: string | Buffer;
  /** Rejects the exchange early (an in-process handler threw). */
  abort?: Promise<never>;
  /** Write the body in two pieces, split at this byte, `SPLIT_PAUSE_MS` apart. */
  splitAt?: number | undefined;
  /** Once the body is sent, close the request's side of the connection (see `deliver()`). */
  halfClose?: boolean | undefined;
}

/** Sends one request with node's http/https client and reads the whole answer. */
export function sendHttp(exchange: HttpExchange): Promise<DeliverResult> {
  const { url, connection } = exchange;
  const client = url.protocol === 'https:' && !connection ? https : http;
  return new Promise<DeliverResult>((resolve, reject) => {
    const request = client.request(url, {
      method: exchange.method,
      headers: exchange.headers,
      // No agent: a fresh connection per delivery, like the platform (Connection: close); an
      // agent would also ignore createConnection.
      ...(connection ? { createConnection: () => connection, defaultPort: 80 } : { agent: false }),
      ...(exchange.ca ? { ca: exchange.ca } : {}),
    });
    const timer = setTimeout(
      () => request.destroy(new DeliverTimeoutError(exchange.timeoutMs)),
      exchange.timeoutMs,
    );
    const fail = (error: unknown): void => {
      clearTimeout(timer);
      request.destroy();
      connection?.destroy();
      reject(error);
    };
    exchange.abort?.catch(fail);
    request.on('error', fail);
    request.on('response', (response) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      readAnswerBody(response, response.headers['content-encoding']).then(({ body, truncated }) => {
        clearTimeout(timer);
        connection?.destroy();
        const status = response.statusCode ?? 0;
        resolve({ status, body, headers, ...(truncated ? { bodyTruncated: true as const } : {}) });
      }, fail);
    });
    const { body, splitAt } = exchange;
    // a half-close sends the TCP FIN (TLS close_notify) after the body; the answer still comes
    const end = (last: Buffer | undefined): void =>
      void request.end(last, () => exchange.halfClose && request.socket?.end());
    if (body === undefined || splitAt === undefined) {
      end(body);
      return;
    }
    request.write(body.subarray(0, splitAt));
    setTimeout(() => {
      if (!request.destroyed) end(body.subarray(splitAt));
    }, SPLIT_PAUSE_MS);
  });
}
