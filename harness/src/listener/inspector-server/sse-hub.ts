import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReceivedStore } from '../records/open-received-store.ts';
import { summarize } from '../records/received-record.ts';

/** A comment line keeps idle connections (and proxies) from timing out. */
export const SSE_HEARTBEAT_MS = 15_000;

/** Live stream of received deliveries for the inspector page. */
export interface SseHub {
  /** Serves `GET /api/stream`: `event: delivery` with a record summary as `data`, per delivery. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Number of connected clients. */
  readonly clients: number;
  /** Ends every stream (shutdown: open streams would keep the server from closing). */
  close(): void;
}

/**
 * Creates the server-sent-events hub fed by the received store.
 *
 * @example
 * ```ts
 * const hub = createSseHub(store);
 * // browser: new EventSource('/api/stream').addEventListener('delivery', (e) => JSON.parse(e.data));
 * ```
 */
export function createSseHub(store: ReceivedStore): SseHub {
  const clients = new Set<ServerResponse>();
  const unsubscribe = store.subscribe((record) => {
    const frame = `event: delivery\nid: ${record.id}\ndata: ${JSON.stringify(summarize(record))}\n\n`;
    for (const client of clients) client.write(frame);
  });
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(': ping\n\n');
  }, SSE_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    handle(req, res) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 1000\n: connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    get clients() {
      return clients.size;
    },
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
