import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sendJson } from '../../local-server/send-json.ts';
import { SLOW_CLIENT_LIMITS } from '../../local-server/slow-client-limits.ts';
import { requestHandler } from '../../local-server/request-target.ts';

/**
 * The only server a tunnel reaches: it serves the webhook path and answers 404 to every other
 * path, so the inspector and its API (which can replay deliveries and write files) are never
 * public. It listens on loopback; the tunnel provider connects to it.
 *
 * @example
 * ```ts
 * const gate = tunnelGate('/webhooks', webhookHandler(context, inFlight, 'tunnel'));
 * const port = await listenServer(gate, 0, '127.0.0.1');
 * await openTunnel({ addr: `http://127.0.0.1:${port}` });
 * ```
 */
export function tunnelGate(
  path: string,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): Server {
  return createServer(
    { ...SLOW_CLIENT_LIMITS },
    requestHandler((req, res, target) => {
      if (target.path === path) return handle(req, res);
      sendJson(res, 404, { error: { code: 'not_found', message: 'not found' } });
    }),
  );
}
