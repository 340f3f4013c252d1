import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkRequest } from '../router/check-request.ts';
import type { ReceiveInput, Receiver } from '../router/types.ts';
import { collectNodeBody } from './collect-node-body.ts';
import { toHttpAnswer } from './to-http-answer.ts';
import { sendNodeAnswer } from './send-node-answer.ts';

/**
 * Answers one node:http request (node adapter, and express when no parser ran): cheap checks
 * first (method, Content-Type), then the body is collected with the receiver's limit and the
 * request goes through `receive` and `toHttpAnswer`, as in `handle`. A request failing a check or the limit still goes through
 * `receive`, which turns the failure into the right answer and tells `onError`.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createReceiver } from '@designhooks/receiver';
 * import { serveNodeRequest } from './serve-node-request.ts'; // internal; nodeHandler calls it
 * const receiver = createReceiver();
 * createServer((req, res) => serveNodeRequest(receiver, req, res));
 * ```
 */
export function serveNodeRequest(receiver: Receiver, req: IncomingMessage, res: ServerResponse): void {
  const method = req.method ?? 'GET';
  const headers = req.headers;
  try {
    checkRequest(method, headers['content-type']);
  } catch {
    return answer(receiver, { method, headers, body: '' }, res);
  }
  collectNodeBody(req, receiver.maxBodyBytes, (error, body) => {
    if (error) answer(receiver, { method, headers, readBody: () => Promise.reject(error) }, res);
    else answer(receiver, { method, headers, body: body! }, res);
  });
}

/**
 * Sends what `handle` answers for `input`; a failure the core did not catch becomes a bare 500.
 *
 * @example
 * ```ts
 * // internal: serveNodeRequest and expressMiddleware call it
 * ```
 */
export function answer(receiver: Receiver, input: ReceiveInput, res: ServerResponse): void {
  // handle() inlined: one promise reaction per request instead of two.
  receiver.receive(input).then(
    (result) => sendNodeAnswer(res, toHttpAnswer(result)),
    () => sendNodeAnswer(res, undefined),
  );
}
