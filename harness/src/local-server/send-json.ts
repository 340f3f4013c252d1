import type { ServerResponse } from 'node:http';

/**
 * Answers with a JSON body.
 *
 * @example
 * ```ts
 * sendJson(res, 200, { ok: true });
 * ```
 */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}
