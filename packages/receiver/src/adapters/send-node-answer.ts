import type { ServerResponse } from 'node:http';
import type { HttpAnswer } from './to-http-answer.ts';

const FAILED = '{"ok":false,"error":{"code":"internal_error","message":"the receiver failed unexpectedly"}}';

/**
 * Writes an answer to a node:http (or express) response; with no answer, a bare 500 for a
 * failure the core did not catch. Does nothing when headers were already sent.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { sendNodeAnswer } from './send-node-answer.ts'; // internal
 * createServer((req, res) => sendNodeAnswer(res, undefined)); // answers 500
 * ```
 */
export function sendNodeAnswer(res: ServerResponse, answer: HttpAnswer | undefined): void {
  if (res.headersSent) return;
  if (answer) res.writeHead(answer.status, answer.headers).end(answer.body);
  else res.writeHead(500, { 'content-type': 'application/json' }).end(FAILED);
}
