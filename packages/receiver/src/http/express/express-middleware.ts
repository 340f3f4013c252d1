import type { ServerResponse } from 'node:http';
import type { Receiver } from '../../core/types.ts';
import { serveNodeRequest, type ExpressLikeRequest } from '../node/node-handler.ts';

export type { ExpressLikeRequest } from '../node/node-handler.ts';

/**
 * Express middleware (express 4 and 5) answering webhook deliveries. Mount it on its route
 * before any body parser: it reads the raw stream itself, so the signature is checked over
 * the exact bytes. When a parser ran first it never hangs and never skips verification: a
 * Buffer (express.raw) or string (express.text) body is used as is, and so is a Buffer the
 * parser kept in `req.rawBody`; otherwise a parsed JSON body (express.json) is verified over its
 * compact re-serialisation, the result says `verifiedOver: 'reserialized'`, and a one-time
 * warning explains how to mount it first. (`nodeHandler` does the same; this is its express
 * name and type.)
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
  return (req, res) => serveNodeRequest(receiver, req, res);
}
