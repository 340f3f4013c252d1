import { createServer, type RequestListener, type Server } from 'node:http';
import { Readable } from 'node:stream';
import express from 'express';
import express4 from 'express4';
import { listenOnLoopback } from '@designhooks/test-support';
import type { Receiver } from '../src/index.ts';
import { expressMiddleware } from '../src/express.ts';
import { fetchHandler } from '../src/fetch.ts';
import { nodeHandler } from '../src/node.ts';

/** The ways a receiver is served in the integration tests. */
export type ServerKind =
  | 'node'
  | 'express'
  | 'express-json-first'
  | 'express-json-keeping-raw-body'
  | 'express-raw-first'
  | 'node-json-first'
  | 'express4'
  | 'express4-json-first'
  | 'fetch';
export const serverKinds: ServerKind[] = [
  'node',
  'express',
  'express-json-first',
  'express-json-keeping-raw-body',
  'express-raw-first',
  'node-json-first',
  'express4',
  'express4-json-first',
  'fetch',
];

/** The kinds whose receiver gets only a parsed body, verified over its re-serialisation. */
export const reserializes = (kind: ServerKind): boolean => kind.endsWith('json-first');

/** The kinds with a body parser in front of the receiver: the parser's limit and draining apply. */
export const parserFirst = (kind: ServerKind): boolean =>
  kind.endsWith('-first') || kind === 'express-json-keeping-raw-body';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `receiver` on 127.0.0.1, port 0, through the adapter of `kind`, at /webhooks. */
export async function startServer(kind: ServerKind, receiver: Receiver): Promise<RunningServer> {
  const server = createServer(listener(kind, receiver));
  const port = await listenOnLoopback(server);
  return { url: `http://127.0.0.1:${port}/webhooks`, close: () => close(server) };
}

function listener(kind: ServerKind, receiver: Receiver): RequestListener {
  if (kind === 'node') return nodeHandler(receiver);
  if (kind === 'fetch') return fetchOverNode(fetchHandler(receiver));
  // express 4 as well as 5. Its body-parser 1 sets `req.body = {}` on a request it skips
  // (urlencoded meets JSON) without reading the stream: not a parsed body to re-serialise.
  if (kind.startsWith('express4')) {
    const app = express4();
    app.use(express4.urlencoded({ extended: false }));
    if (kind === 'express4-json-first') app.use(express4.json());
    app.all('/webhooks', expressMiddleware(receiver));
    return app;
  }
  const app = express();
  // The pitfall: a JSON parser mounted before the webhook route consumes the raw body.
  if (kind === 'express-json-first') app.use(express.json());
  // The usual way out when the parser must stay first (and what NestJS's `rawBody: true` and
  // Firebase do): the parser keeps the bytes it read in req.rawBody.
  if (kind === 'express-json-keeping-raw-body')
    app.use(
      express.json({
        verify: (req, _res, bytes) => void ((req as { rawBody?: Buffer }).rawBody = bytes),
      }),
    );
  if (kind === 'express-raw-first')
    app.use(express.raw({ type: 'application/json', limit: '5mb' }));
  // nodeHandler behind a parser, as a Next.js API route without `bodyParser: false` calls it.
  if (kind === 'node-json-first') {
    app.use(express.json());
    app.all('/webhooks', nodeHandler(receiver));
    return app;
  }
  app.all('/webhooks', expressMiddleware(receiver));
  return app;
}

/** Serves a fetch-style handler over node:http, the way node adapters of Hono or Next.js do. */
function fetchOverNode(handler: (request: Request) => Promise<Response>): RequestListener {
  return async (req, res) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}
