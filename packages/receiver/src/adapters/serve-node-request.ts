import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkRequest } from '../router/check-request.ts';
import { receiveNow } from '../router/receive-now.ts';
import type { ReceiveInput, ReceiveResult, Receiver } from '../router/types.ts';
import { collectNodeBody } from './collect-node-body.ts';
import { sendNodeAnswer } from './send-node-answer.ts';

/**
 * Answers one node:http request (node adapter, and express when no parser ran): cheap checks
 * first (method, Content-Type), then the body is collected with the receiver's limit and the
 * request goes through the receiver's pipeline and `toHttpAnswer`, as in `handle`. A request
 * failing a check or the limit still goes through the pipeline, which turns the failure into
 * the right answer and tells `onError`.
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
export function serveNodeRequest(
  receiver: Receiver,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  // Stryker disable next-line StringLiteral: node:http always sets req.method; any fallback that is not POST answers 405 alike
  const method = req.method ?? 'GET';
  const headers = req.headers;
  try {
    checkRequest(method, headers['content-type']);
  } catch {
    // Stryker disable next-line StringLiteral: the pipeline repeats checkRequest, which fails before the body is looked at
    return answer(receiver, { method, headers, body: '' }, res);
  }
  collectNodeBody(req, receiver.maxBodyBytes, (error, body) => {
    if (error) answer(receiver, { method, headers, readBody: () => Promise.reject(error) }, res);
    else answer(receiver, { method, headers, body: body! }, res);
  });
}

/**
 * Sends what the receiver answers for `input`: at once when its pipeline finished
 * synchronously (the common delivery), else when its promise settles; a failure the core did
 * not catch becomes a bare 500.
 *
 * @example
 * ```ts
 * // internal: serveNodeRequest and expressMiddleware call it
 * ```
 */
export function answer(receiver: Receiver, input: ReceiveInput, res: ServerResponse): void {
  let result: ReceiveResult | Promise<ReceiveResult> | undefined;
  try {
    result = receiveNow(receiver)(input);
  } catch {
    // a receiver that throws (not one made by createReceiver) leaves `result` undefined: the generic 500 below
  }
  if (result instanceof Promise) {
    result.then(
      (settled) => sendNodeAnswer(res, settled),
      () => sendNodeAnswer(res, undefined),
    );
  } else {
    sendNodeAnswer(res, result);
  }
}
