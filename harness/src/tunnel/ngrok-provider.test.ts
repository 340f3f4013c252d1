import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNgrokProvider } from './ngrok-provider.ts';
import { openTunnel } from './open-tunnel.ts';
import { TunnelOpenError, TunnelTimeoutError } from '../errors.ts';
import { listenOnLoopback } from '@designhooks/test-support';

// The real @ngrok/ngrok SDK, pointed at loopback servers: no traffic leaves the machine.
const servers: Server[] = [];
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function loopbackServer(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  servers.push(server);
  return listenOnLoopback(server);
}

describe('ngrok provider (real SDK, loopback only)', () => {
  it('fails fast with one line when the ngrok server cannot be reached', async () => {
    const port = await loopbackServer((socket) => socket.destroy());
    const started = performance.now();
    const error = await openTunnel({
      addr: 'http://127.0.0.1:9',
      provider: createNgrokProvider({ serverAddr: `127.0.0.1:${port}` }),
      env: { NGROK_AUTHTOKEN: 'not-a-real-token' },
      timeoutMs: 4_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TunnelOpenError);
    expect((error as Error).message).toMatch(
      /^could not open the ngrok tunnel \(.+\): check your internet connection/,
    );
    expect((error as Error).message).not.toContain('\n');
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it('gives up on a silent server after its own timeout', async () => {
    const port = await loopbackServer(() => undefined); // accepts, never answers the handshake
    const started = performance.now();
    const error = await openTunnel({
      addr: 'http://127.0.0.1:9',
      provider: createNgrokProvider({ serverAddr: `127.0.0.1:${port}` }),
      env: { NGROK_AUTHTOKEN: 'not-a-real-token' },
      timeoutMs: 1_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TunnelTimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
