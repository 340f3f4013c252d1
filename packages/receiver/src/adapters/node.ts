import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Receiver } from '../router/types.ts';
import { serveNodeRequest } from './serve-node-request.ts';

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
