import type { ServerResponse } from 'node:http';
import { OK_BODY, OK_JSON } from '../router/response-bodies.ts';
import type { ReceiveResult } from '../router/types.ts';
import { toHttpAnswer } from './to-http-answer.ts';

const FAILED =
  '{"ok":false,"error":{"code":"internal_error","message":"the receiver failed unexpectedly"}}';
// The plain 200 answers most deliveries: its headers are built once (node:http only reads them).
const OK_HEADERS = Object.freeze({
  'content-type': 'application/json',
  'content-length': String(OK_JSON.length),
});

/**
 * Writes a receive result to a node:http (or express) response as `toHttpAnswer` describes it;
 * with no result, a bare 500 for a failure the core did not catch. Does nothing when headers
 * were already sent.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { sendNodeAnswer } from './send-node-answer.ts'; // internal
 * createServer((req, res) => sendNodeAnswer(res, undefined)); // answers 500
 * ```
 */
export function sendNodeAnswer(res: ServerResponse, result: ReceiveResult | undefined): void {
  if (res.headersSent) return;
  // Stryker disable next-line ConditionalExpression: a fast path; without it toHttpAnswer builds the same 200, headers and body
  if (result?.body === OK_BODY) {
    res.writeHead(200, OK_HEADERS).end(OK_JSON);
  } else if (result) {
    const answer = toHttpAnswer(result);
    res.writeHead(answer.status, answer.headers).end(answer.body);
  } else {
    res.writeHead(500, { 'content-type': 'application/json' }).end(FAILED);
  }
}
