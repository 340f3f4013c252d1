import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServer,
  type RunningServer,
} from '../../../docs/examples/express-receiver/src/start-server.ts';
import { loadTls } from '../../src/delivery/load-tls.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import type { RunningListener } from '../../src/listener/start-listener.ts';
import { startServeServer, type RunningServeServer } from '../../src/serve/start-serve-server.ts';
import { openStore } from '../../src/store/open-store.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { startTestListener } from '../helpers/test-listener.ts';

// Issue #14, item 11: a client trickling its headers (one byte every 2 s) must not hold a
// connection of the listener, of `serve`'s platform server or of `npm start`'s receiver for
// long: headers are due within 10 s, so the connection is cut within 15 s.

let listener: RunningListener;
let platform: RunningServeServer;
let receiver: RunningServer;

beforeAll(async () => {
  const dir = tempDir();
  listener = await startTestListener({}, dir);
  platform = await startServeServer({
    store: openStore(join(dir, 'state')),
    port: 0,
    host: '127.0.0.1',
    settings: { policy: defaultRetryPolicy, tls: loadTls({}) },
  });
  receiver = await startServer({ secret: 'k' });
});
afterAll(async () => {
  await listener?.close();
  await platform?.close();
  await receiver?.close();
});

/** Sends `POST /webhooks HTTP/1.1…` one byte every 2 s; resolves with the seconds until the server closed the socket. */
function trickle(url: string): Promise<{ seconds: number; answer: string }> {
  const { hostname, port } = new URL(url);
  const text = `POST /webhooks HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nX-Slow: ${'x'.repeat(40)}\r\n`;
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && sent < text.length) socket.write(text[sent++]!);
    }, 2_000);
    socket.write(text[sent++]!);
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1_000, answer });
    });
    // the test's own bound: a socket still open after 20 s fails the assertion below
    setTimeout(() => socket.destroy(), 20_000).unref();
  });
}

describe('slow clients', () => {
  it('a client trickling one header byte every 2 s is cut off within 15 s (listener, platform server and example receiver)', async () => {
    const results = await Promise.all([
      trickle(listener.webhookUrl),
      trickle(platform.url),
      trickle(receiver.url),
    ]);
    for (const result of results) {
      expect(result.seconds).toBeLessThan(15);
      expect(result.seconds).toBeGreaterThan(8); // cut by the 10 s headers limit, not by something else
      expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    }
    // a normal delivery still goes through
    expect(
      (
        await fetch(listener.webhookUrl, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  }, 30_000);
});
