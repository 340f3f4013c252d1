import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReceiveInput, Receiver } from '../../core/types.ts';
import { answer, serveNodeRequest } from '../node/node-handler.ts';

/**
 * The parts of an express request the middleware uses: `body` is set by body parsers, `rawBody`
 * by those that keep the bytes they parsed (NestJS with `rawBody: true`, Firebase and Cloud
 * Functions, or `express.json({ verify })` storing them).
 */
export type ExpressLikeRequest = IncomingMessage & { body?: unknown; rawBody?: unknown };

/**
 * Express middleware (express 4 and 5) answering webhook deliveries. Mount it on its route
 * before any body parser: it reads the raw stream itself, so the signature is checked over
 * the exact bytes. When a parser ran first it never hangs and never skips verification: a
 * Buffer (express.raw) or string (express.text) body is used as is, and so is a Buffer the
 * parser kept in `req.rawBody`; otherwise a parsed JSON body (express.json) is verified over its
 * compact re-serialisation, the result says `verifiedOver: 'reserialized'`, and a one-time
 * warning explains how to mount it first.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { createReceiver } from '@designhooks/receiver';
 * import { expressMiddleware } from '@designhooks/receiver/express';
 * const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
 * receiver.on('comment.created', (delivery) => console.log(delivery.data.object.body));
 * const app = express();
 * app.post('/webhooks', expressMiddleware(receiver)); // before app.use(express.json())
 * app.listen(3000);
 * ```
 */
export function expressMiddleware(
  receiver: Receiver,
): (req: ExpressLikeRequest, res: ServerResponse) => void {
  return (req, res) => {
    const input = parsedInput(req);
    if (input) answer(receiver, input, res);
    else serveNodeRequest(receiver, req, res); // no parser ran: read the raw stream
  };
}

/** The input when a body parser already ran, or undefined when the stream is still unread. */
function parsedInput(req: ExpressLikeRequest): ReceiveInput | undefined {
  const { body } = req;
  const method = req.method ?? 'GET';
  if (body instanceof Uint8Array || typeof body === 'string')
    return { method, headers: req.headers, body };
  // The bytes a parser kept beside the parsed body: exact, so nothing is re-serialised.
  if (req.rawBody instanceof Uint8Array) return { method, headers: req.headers, body: req.rawBody };
  const consumed = req.readableEnded || (req as { _body?: boolean })._body === true;
  if (body !== undefined && consumed) {
    // What the platform's own verifier does: HMAC over JSON.stringify of the parsed body.
    // Thousands of nesting levels make JSON.stringify overflow the stack: that body is invalid.
    let text = '';
    try {
      text = JSON.stringify(body) ?? '';
    } catch {
      // left empty: verification then fails (401), or parsing does (400) without a secret
    }
    return { method, headers: req.headers, body: text, reserialized: true };
  }
  return undefined;
}
