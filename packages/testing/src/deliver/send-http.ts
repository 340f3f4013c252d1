import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { DeliverTimeoutError } from '../errors.ts';
import { SPLIT_PAUSE_MS } from './split-pause.ts';

/** What a target answered. Header names are lowercase; repeated headers are joined with `, `. */
export interface DeliverResult {
  status: number;
  body: string;
  headers: Record<string, string>;
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
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        connection?.destroy();
        let raw = Buffer.concat(chunks);
        if (response.headers['content-encoding'] === 'gzip' && raw.length > 0)
          raw = gunzipSync(raw);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, body: raw.toString('utf8'), headers });
      });
    });
    const { body, splitAt } = exchange;
    if (body === undefined || splitAt === undefined) {
      request.end(body);
      return;
    }
    request.write(body.subarray(0, splitAt));
    setTimeout(() => {
      if (!request.destroyed) request.end(body.subarray(splitAt));
    }, SPLIT_PAUSE_MS);
  });
}
