import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { checkRequest, OK_BODY, OK_JSON } from '../../core/pipeline.ts';
import { receiveNow, telemetryOfReceiver } from '../../core/receiver.ts';
import type { ReceiveInput, ReceiveResult, Receiver } from '../../core/types.ts';
import {
  BodyAlreadyReadError,
  BodyReadError,
  PayloadTooLargeError,
  type ReceiverError,
} from '../../errors.ts';
import { toHttpAnswer } from '../to-http-answer.ts';

// The node:http adapter: check the request, read the raw body (or take the one a framework
// parsed first), hand it to the receiver's pipeline, send its answer (express reuses
// serveNodeRequest). In that order below.

/**
 * A node:http request: `body` when a framework's body parser ran first (express.json(),
 * Next.js API routes' bodyParser), `rawBody` when that parser kept the bytes it read (NestJS
 * with `rawBody: true`, Firebase and Cloud Functions, `express.json({ verify })` storing them).
 */
export type ExpressLikeRequest = IncomingMessage & { body?: unknown; rawBody?: unknown };

/**
 * A request `nodeHandler` takes: node:http's, or the one node:http2's compatibility API gives a
 * handler (`http2.createSecureServer({ allowHTTP1: true }, handler)`, Fastify with `http2: true`),
 * which reads the same.
 *
 * @example
 * ```ts
 * import type { NodeRequest, NodeResponse } from '@designhooks/receiver/node';
 * const webhooks = nodeHandler(receiver);
 * const route = (req: NodeRequest, res: NodeResponse) => (req.url === '/webhooks' ? webhooks(req, res) : res.writeHead(404).end());
 * ```
 */
export type NodeRequest =
  ExpressLikeRequest | (Http2ServerRequest & { body?: unknown; rawBody?: unknown });

/**
 * The response `nodeHandler` answers through: node:http's, or node:http2's compatibility one.
 *
 * @example
 * ```ts
 * import type { NodeResponse } from '@designhooks/receiver/node';
 * const notFound = (res: NodeResponse) => res.writeHead(404).end();
 * ```
 */
export type NodeResponse = ServerResponse | Http2ServerResponse;

/**
 * A node:http request listener for `http.createServer` / `https.createServer`: it reads the
 * raw body (stopping at `maxBodyBytes`), hands it to the receiver and answers with the
 * status and small JSON body of the table in docs/receiver.md. Every path of the server is
 * treated as the webhook endpoint; route before calling it when that is not wanted. When a
 * framework parsed the body first (a Next.js API route without `bodyParser: false`), it takes
 * that body as `expressMiddleware` does: never hanging, never skipping verification.
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
export function nodeHandler(receiver: Receiver): (req: NodeRequest, res: NodeResponse) => void {
  return (req, res) => serveNodeRequest(receiver, req, res);
}

/**
 * Answers one node:http request (the node and express adapters): a body a parser left is used
 * (`parsedInput`); else cheap checks first (method, Content-Type), then the body is collected
 * with the receiver's limit and the request goes through the receiver's pipeline and
 * `toHttpAnswer`, as in `handle`. A request failing a check or the limit still goes through the
 * pipeline, which turns the failure into the right answer and tells `onError`.
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
export function serveNodeRequest(receiver: Receiver, req: NodeRequest, res: NodeResponse): void {
  // Stryker disable next-line StringLiteral: node:http always sets req.method; any fallback that is not POST answers 405 alike
  const method = req.method ?? 'GET';
  const headers = req.headers;
  const parsed = parsedInput(req, method);
  if (parsed) return answer(receiver, parsed, res);
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

// The input when a body parser already ran, or undefined when the stream is still unread: a
// framework that read the stream first must neither hang the receiver nor skip verification. A
// Buffer (express.raw) or string (express.text) body is used as is, and so is a Buffer the parser
// kept in `req.rawBody`; otherwise a parsed JSON body (express.json, Next.js API routes) is
// verified over its compact re-serialisation (`verifiedOver: 'reserialized'`, a one-time warning).
function parsedInput(req: NodeRequest, method: string): ReceiveInput | undefined {
  const { body } = req;
  if (body instanceof Uint8Array || typeof body === 'string')
    return { method, headers: req.headers, body };
  // The bytes a parser kept beside the parsed body: exact, so nothing is re-serialised.
  if (req.rawBody instanceof Uint8Array) return { method, headers: req.headers, body: req.rawBody };
  const consumed = req.readableEnded || (req as { _body?: boolean })._body === true;
  if (body !== undefined && consumed) {
    // What the platform's own verifier does: HMAC over JSON.stringify of the parsed body.
    // Thousands of nesting levels make JSON.stringify overflow the stack: that body is invalid.
    // Stryker disable StringLiteral: an unserialisable body fails verification (or parsing) whatever text stands in for it
    let text = '';
    try {
      text = JSON.stringify(body) ?? '';
    } catch {
      // left empty: verification then fails (401), or parsing does (400) without a secret
    }
    // Stryker restore StringLiteral
    return { method, headers: req.headers, body: text, reserialized: true };
  }
  return undefined;
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
export function answer(receiver: Receiver, input: ReceiveInput, res: NodeResponse): void {
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
export function sendNodeAnswer(res: NodeResponse, result: ReceiveResult | undefined): void {
  if (res.headersSent) return;
  // Stryker disable next-line ConditionalExpression: a fast path; without it toHttpAnswer builds the same 200, headers and body
  if (result?.body === OK_BODY) {
    res.writeHead(200, OK_HEADERS).end(OK_JSON);
  } else if (result) {
    const answer = toHttpAnswer(result);
    // HTTP/2 has no Connection header: node:http2 would drop it with a warning on stderr
    if ('stream' in res) delete answer.headers.connection;
    res.writeHead(answer.status, answer.headers).end(answer.body);
  } else {
    res.writeHead(500, { 'content-type': 'application/json' }).end(FAILED);
  }
}

/**
 * Collects a node:http request body up to `limitBytes` and calls `done` once: with the bytes,
 * or with `PayloadTooLargeError` (a Content-Length over the limit fails before reading; a
 * stream growing past it stops being read at the chunk that crosses it, and the rest is never
 * buffered), `BodyAlreadyReadError` (the stream was consumed before: fails at once instead of
 * waiting forever) or `BodyReadError` (the client went away). Callback-based: no promise per
 * request on the hot path.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { collectNodeBody } from './node-handler.ts'; // internal; see readNodeBody
 * createServer((req, res) => collectNodeBody(req, 1024, (error, body) => res.end(error ? error.code : `${body!.length}`)));
 * ```
 */
export function collectNodeBody(
  req: IncomingMessage | Http2ServerRequest,
  limitBytes: number,
  done: (error: ReceiverError | undefined, body?: Buffer) => void,
): void {
  if (Number(req.headers['content-length']) > limitBytes)
    return done(new PayloadTooLargeError(limitBytes));
  if (req.readableEnded || req.destroyed) return done(new BodyAlreadyReadError());
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  // Listeners stay attached but go quiet once settled: after a 413, node:http may resume and
  // discard the rest of the body, which must not land in `chunks`. (Inline anonymous
  // functions: this runs per request, and named closures cost more under tsx.)
  req.on('data', (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > limitBytes) {
      settled = true;
      chunks.length = 0;
      req.pause();
      done(new PayloadTooLargeError(limitBytes));
    } else {
      chunks.push(chunk);
    }
  });
  req.on('end', () => {
    if (settled) return;
    settled = true;
    done(undefined, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
  });
  req.on('error', (cause: Error) => {
    if (settled) return;
    settled = true;
    done(new BodyReadError({ cause }));
  });
  // 'close' before 'end': the client went away mid-body.
  req.on('close', () => {
    if (settled) return;
    settled = true;
    done(new BodyReadError({ cause: new Error('request closed before its body ended') }));
  });
}

/**
 * Reads a node:http request body up to `limitBytes`. A Content-Length over the limit fails at
 * once without reading; a stream that grows past it stops being read at the chunk that crosses
 * it (the rest is never buffered). A request whose stream was already consumed fails at once
 * instead of waiting forever. Rejects with `PayloadTooLargeError`, `BodyAlreadyReadError` or
 * `BodyReadError`.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { readNodeBody } from '@designhooks/receiver/node';
 * createServer(async (req, res) => {
 *   const body = await readNodeBody(req, 1024 * 1024);
 *   res.end(`${body.byteLength} bytes`);
 * });
 * ```
 */
export function readNodeBody(
  req: IncomingMessage | Http2ServerRequest,
  limitBytes: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    collectNodeBody(req, limitBytes, (error, body) => (error ? reject(error) : resolve(body!)));
  });
}
