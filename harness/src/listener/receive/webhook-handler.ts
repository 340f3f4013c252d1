import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InFlight } from '../../local-server/in-flight.ts';
import { readBody } from '../../local-server/read-body.ts';
import type { ReceivedRecord } from '../records/received-record.ts';
import { REJECTED_BODY_KEEP_BYTES } from '../records/received-retention.ts';
import { processDelivery, type ProcessContext } from './process-delivery.ts';

/** Body limit of the listener; the same default as the receiver SDK. */
export const LISTENER_MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * A node:http handler for the webhook path: reads the raw body, runs the listener pipeline
 * (verify, validate, forward, record) and answers. Never throws; an unexpected failure answers
 * 500 without details.
 *
 * @example
 * ```ts
 * const handle = webhookHandler(context, inFlight, 'local');
 * http.createServer((req, res) => void handle(req, res));
 * ```
 */
export function webhookHandler(
  context: ProcessContext,
  inFlight: InFlight,
  via: ReceivedRecord['via'],
) {
  return (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    inFlight.track(
      (async () => {
        try {
          const { body, tooLarge, receivedBytes } = await readBody(
            req,
            LISTENER_MAX_BODY_BYTES,
            REJECTED_BODY_KEEP_BYTES,
          );
          const { response } = await processDelivery(
            context,
            {
              method: req.method ?? 'GET',
              path: req.url ?? '/',
              rawHeaders: req.rawHeaders,
              body,
              remoteAddress: req.socket.remoteAddress ?? null,
              via,
              ...(tooLarge
                ? { tooLarge: { limitBytes: LISTENER_MAX_BODY_BYTES, receivedBytes } }
                : {}),
            },
            { forward: true },
          );
          res.writeHead(response.status, {
            ...response.headers,
            'content-type': response.contentType,
            'content-length': response.body.length,
          });
          res.end(response.body);
        } catch {
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end(
            '{"ok":false,"error":{"code":"listener_failed","message":"the listener could not process this request"}}',
          );
        }
      })(),
    );
}
