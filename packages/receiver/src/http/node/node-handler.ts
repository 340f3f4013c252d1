import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkRequest, OK_BODY, OK_JSON } from '../../core/pipeline.ts';
import { receiveNow, telemetryOfReceiver } from '../../core/receiver.ts';
import type { ReceiveInput, ReceiveResult, Receiver } from '../../core/types.ts';
import { toHttpAnswer } from '../to-http-answer.ts';
import { collectNodeBody } from './read-node-body.ts';

// The node:http adapter: check the request, read the raw body, hand it to the receiver's
// pipeline, send its answer (express reuses serveNodeRequest and answer).

/**
 * A node:http request listener for `http.createServer` / `https.createServer`: it reads the
 * raw body (stopping at `maxBodyBytes`), hands it to the receiver and answers with the
 * status and small JSON body of the table in docs/receiver.md. Every path of the server is
 * treated as the webhook endpoint; route before calling it when that is not wanted.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createReceiver } from '@designhooks/receiver';
 * import { nodeHandler } from '@designhooks/receiver/node';
 * const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
 * receiver.on('project.updated', (delivery) => console.log(delivery.data.object.name));
 * createServer(nodeHandler(receiver)).listen(3000);
 * ```
 */
export function nodeHandler(
  receiver: Receiver,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => serveNodeRequest(receiver, req, res);
}

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
 * import { serveNodeRequest } from './node-handler.ts'; // internal; nodeHandler calls it
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
  const collected = (error: Error | undefined, body: Uint8Array | string | undefined): void => {
    if (error) answer(receiver, { method, headers, readBody: () => Promise.reject(error) }, res);
    else answer(receiver, { method, headers, body: body! }, res);
  };
  // The body arrives in stream callbacks, outside the caller's context: its span is carried over.
  const telemetry = telemetryOfReceiver(receiver);
  collectNodeBody(
    req,
    receiver.maxBodyBytes,
    telemetry ? telemetry.carryContext(collected) : collected,
  );
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
    result = receiveNow(receiver, input);
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
 * import { sendNodeAnswer } from './node-handler.ts'; // internal
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
