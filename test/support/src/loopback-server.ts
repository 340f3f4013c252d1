import type { ChildProcess } from 'node:child_process';
import type { AddressInfo, Server } from 'node:net';
import { connect, createServer } from 'node:net';

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

/**
 * Waits until `child`, a server process started by a test (a language recipe, nginx), accepts
 * connections on `port` of 127.0.0.1; throws with what it printed when it exits first or does not
 * listen within `timeoutMs` (generous by default: the machine may be busy with other suites).
 *
 * @example
 * ```ts
 * const child = spawn('nginx', ['-c', conf]);
 * await untilListening(child, port, { name: 'nginx', output: () => printed });
 * ```
 */
export async function untilListening(
  child: ChildProcess,
  port: number,
  { name, output, timeoutMs = 30_000 }: { name: string; output: () => string; timeoutMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await acceptsConnection(port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output()}`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen on ${port}: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether something accepts a TCP connection on `port` of 127.0.0.1 now. */
function acceptsConnection(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
