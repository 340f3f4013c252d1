import type { IncomingMessage, ServerResponse } from 'node:http';
import { TooManyStreamsError } from '../../errors.ts';
import type { ReceivedStore } from '../records/open-received-store.ts';
import { summarize, type ReceivedSummary } from '../records/received-record.ts';

/** A comment line keeps idle connections (and proxies) from timing out. */
export const SSE_HEARTBEAT_MS = 15_000;

/**
 * How often, while a page is connected, the hub looks for records other listeners sharing the
 * file appended (one fstat when there are none), so they stream too.
 */
export const OTHERS_POLL_MS = 1_000;

/** Most stream clients at once; one more is answered 503 (each open tab holds one). */
export const MAX_STREAM_CLIENTS = 32;

/**
 * Bytes a stream client may have waiting in its socket's buffer. A client that falls this far
 * behind (it does not read) is closed: its EventSource reconnects and resyncs the list.
 */
export const MAX_STREAM_BUFFER_BYTES = 1024 * 1024;

/** Live stream of received deliveries for the inspector page. */
export interface SseHub {
  /** Serves `GET /api/stream`: per delivery (this listener's, or within OTHERS_POLL_MS one another listener on the same file received), `event: delivery` with a record summary as `data`, then `event: total` with the number of kept records; throws TooManyStreamsError past MAX_STREAM_CLIENTS. */
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
  // Writes respect backpressure: a frame is only written while the client's buffer holds less
  // than the cap; a client past it is dropped, so slow clients cannot grow memory without bound.
  const send = (client: ServerResponse, frame: string) => {
    if (client.writableLength + frame.length > MAX_STREAM_BUFFER_BYTES) {
      clients.delete(client);
      client.destroy();
      return;
    }
    client.write(frame);
  };
  // The record, then how many the store keeps now: retention drops the oldest, so the page's
  // count cannot simply add one per delivery.
  const announce = (summary: ReceivedSummary) => {
    const frame =
      `event: delivery\nid: ${summary.id}\ndata: ${JSON.stringify(summary)}\n\n` +
      `event: total\ndata: ${store.count()}\n\n`;
    for (const client of clients) send(client, frame);
  };
  const unsubscribe = store.subscribe((record) => announce(summarize(record)));
  const unwatch = store.watchOthers(announce);
  const heartbeat = setInterval(() => {
    for (const client of clients) send(client, ': ping\n\n');
  }, SSE_HEARTBEAT_MS);
  heartbeat.unref();
  const othersPoll = setInterval(() => {
    if (clients.size === 0) return;
    try {
      store.count(); // a read takes in the others' records: watchOthers
    } catch {
      // the file cannot be read now (removed, a full disk): the page's next request says why
    }
  }, OTHERS_POLL_MS);
  othersPoll.unref();

  return {
    handle(req, res) {
      if (clients.size >= MAX_STREAM_CLIENTS)
        throw new TooManyStreamsError(
          `at most ${MAX_STREAM_CLIENTS} live streams at once: close another inspector tab`,
        );
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 1000\n: connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      res.on('close', () => clients.delete(res));
    },
    get clients() {
      return clients.size;
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(othersPoll);
      unsubscribe();
      unwatch();
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
