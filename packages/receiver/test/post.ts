import { request, type ClientRequest } from 'node:http';

export interface Answer {
  status: number;
  body: string;
  json: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Sends one request to a loopback URL with node:http and collects the answer. `body` may be
 * an async iterable of chunks (sent chunked); a write error after the server answered (it
 * stops reading an oversized body) is ignored.
 */
export function post(
  url: string,
  body: Uint8Array | string | AsyncIterable<Uint8Array> | undefined,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
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

function drainOrClose(req: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off('drain', done).off('close', done);
      resolve();
    };
    req.on('drain', done).on('close', done);
  });
}
