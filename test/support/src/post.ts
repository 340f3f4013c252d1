import { request, type Agent, type ClientRequest, type IncomingHttpHeaders } from 'node:http';

/** What a request got back. */
export interface Answer {
  status: number;
  /** The body as UTF-8 text. */
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  headers: IncomingHttpHeaders;
}

/** Options of {@link post}. */
export interface PostOptions {
  /** Default `POST`. */
  method?: string;
  /** The whole exchange's bound; default 30 s (a test never waits forever). */
  timeoutMs?: number;
  /** The connection pool; default none (`agent: false`, a new connection per request). */
  agent?: Agent | false;
}

/**
 * Sends one request to a loopback URL with node:http (no pooling unless `agent` is given) and
 * collects the answer. `headers` is an object (an array value sends that header once per item),
 * or flat raw header pairs (`['Content-Type', 'x', ...]`) sent in that order and case, with the
 * URL's Host first as Go sends it. `body` may be an async iterable of chunks (sent chunked); a
 * write error after the server answered (it stops reading an oversized body) is ignored.
 * Bounded by `timeoutMs`.
 *
 * @example
 * ```ts
 * const answer = await post(`http://127.0.0.1:${port}/webhooks`, body, { 'content-type': 'application/json' });
 * expect(answer.status).toBe(200);
 * ```
 */
export function post(
  url: string,
  body: Uint8Array | string | AsyncIterable<Uint8Array> | undefined,
  headers: Record<string, string | string[]> | string[] = {},
  { method = 'POST', timeoutMs = 30_000, agent = false }: PostOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // With header pairs node adds no Host of its own: send it first.
    const sent = Array.isArray(headers) ? ['Host', new URL(url).host, ...headers] : headers;
    const signal = AbortSignal.timeout(timeoutMs);
    const req = request(url, { method, headers: sent, agent, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body: text, json, headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    let answered = false;
    req.on('response', () => (answered = true));
    if (body === undefined || typeof body === 'string' || body instanceof Uint8Array) {
      req.end(body);
      return;
    }
    void (async () => {
      try {
        for await (const chunk of body) {
          if (answered || req.destroyed) break;
          if (!req.write(chunk)) await drainOrClose(req);
        }
        req.end();
      } catch {
        // The server closed the connection mid-body: the answer (413) is what matters.
      }
    })();
  });
}

// Waits until the request can take more, or is gone (the server answered and closed).
function drainOrClose(req: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off('drain', done).off('close', done);
      resolve();
    };
    req.on('drain', done).on('close', done);
  });
}
