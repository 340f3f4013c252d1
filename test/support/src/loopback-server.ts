import type { AddressInfo, Server } from 'node:net';
import { createServer } from 'node:net';

/**
 * Starts `server` (node:http, node:https or node:net) on a free port of 127.0.0.1 and resolves
 * with that port: the `listen(0, '127.0.0.1')` every test server starts with.
 *
 * @example
 * ```ts
 * const port = await listenOnLoopback(createServer(handler));
 * await fetch(`http://127.0.0.1:${port}/`);
 * ```
 */
export function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Closes `server` and resolves once it has stopped (open connections end on their own or are
 * closed by the caller first).
 *
 * @example
 * ```ts
 * afterAll(() => closeServer(server));
 * ```
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * A loopback port that was free a moment ago and that nothing listens on now: the target of
 * "connection refused" cases (never another host, never a made-up name), and a port a child
 * process (redis-server) can take.
 *
 * @example
 * ```ts
 * const refused = `http://127.0.0.1:${await closedLoopbackPort()}/hooks`;
 * ```
 */
export async function closedLoopbackPort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnLoopback(probe);
  await closeServer(probe);
  return port;
}
