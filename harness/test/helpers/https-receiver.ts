import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer, type Server } from 'node:https';
import { createReceiver } from '@designhooks/receiver';
import {
  listenOnLoopback,
  quietLogger,
  selfSignedCertificate,
  type SelfSignedCertificate,
} from '@designhooks/test-support';

/** One request as the receiver saw it. */
export interface CapturedRequest {
  at: number;
  method: string;
  path: string;
  rawHeaders: string[];
  body: Buffer;
  /** The SDK receiver's verdict when the behaviour was `sdk`. */
  sdk?: { status: number; verified: boolean };
}

/** How to answer one request. */
export type Behaviour =
  | { kind: 'sdk' }
  | { kind: 'respond'; status: number; headers?: Record<string, string>; body?: string }
  | { kind: 'hang' }
  /** Answers `status` once `until` settles. */
  | { kind: 'held'; until: Promise<unknown>; status: number }
  /** A status line and the start of a body that never ends. */
  | { kind: 'hang-after-status'; status: number }
  | { kind: 'destroy' };

export interface TestReceiver {
  url: string;
  caFile: string;
  requests: CapturedRequest[];
  /** Chooses the answer to the n-th request (0-based); default: the SDK receiver. */
  behave(choose: (index: number, request: CapturedRequest) => Behaviour): void;
  close(): Promise<void>;
}

let certificate: Promise<SelfSignedCertificate> | undefined;

/** One self-signed certificate per test file. */
function testCertificate(): Promise<SelfSignedCertificate> {
  certificate ??= selfSignedCertificate();
  return certificate;
}

/**
 * Starts an HTTPS receiver on 127.0.0.1 (ephemeral port) with a self-signed certificate; it
 * records every request's raw headers and body, and answers through the receiver SDK (verify,
 * parse, validate in reject mode) unless told otherwise. `plain: true` serves HTTP instead.
 */
export async function startReceiver(
  options: { secret?: string; plain?: boolean } = {},
): Promise<TestReceiver> {
  const { cert, key, caFile } = await testCertificate();
  const receiver = createReceiver({ secret: options.secret, logger: quietLogger });
  receiver.onAny(() => undefined);
  const requests: CapturedRequest[] = [];
  let choose: (index: number, request: CapturedRequest) => Behaviour = () => ({ kind: 'sdk' });
  const sockets = new Set<import('node:net').Socket>();
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const captured: CapturedRequest = {
        at: Date.now(),
        method: req.method ?? '',
        path: req.url ?? '',
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks),
      };
      const behaviour = choose(requests.length, captured);
      requests.push(captured);
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'held') {
        const { status } = behaviour;
        void behaviour.until.then(() => res.writeHead(status).end());
        return;
      }
      if (behaviour.kind === 'hang-after-status') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' }).write('{"ok":');
        return;
      }
      if (behaviour.kind === 'destroy') {
        req.socket.destroy();
        return;
      }
      if (behaviour.kind === 'respond') {
        res
          .writeHead(behaviour.status, { 'content-type': 'text/plain', ...behaviour.headers })
          .end(behaviour.body ?? '');
        return;
      }
      void receiver
        .receive({ method: req.method, headers: req.headers, body: captured.body })
        .then((result) => {
          captured.sdk = { status: result.status, verified: result.verified };
          res
            .writeHead(result.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(result.body));
        });
    });
  };
  const server: Server | import('node:http').Server = options.plain
    ? createHttpServer(listener)
    : createServer({ cert, key }, listener);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listenOnLoopback(server);
  return {
    url: `${options.plain ? 'http' : 'https'}://127.0.0.1:${port}/hooks`,
    caFile,
    requests,
    behave(next) {
      choose = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
