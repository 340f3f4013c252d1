import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFixture } from '@designhooks/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenServer } from '../../src/local-server/listen-server.ts';
import { FORWARD_RESPONSE_MAX_BYTES } from '../../src/listener/receive/forward-delivery.ts';
import type { RunningListener } from '../../src/listener/start-listener.ts';
import { startTestListener } from '../helpers/test-listener.ts';

// Issue 23, item 7: an app that trickles its answer (a byte every 300 ms: never idle) or streams
// an endless body held the sender, the record and shutdown forever. Forwarding now has a total
// deadline and a cap on the body it reads; the delivery is answered 502 and recorded with why.

const DEADLINE_MS = 1_500;
const timers = new Set<NodeJS.Timeout>();
const open = new Set<ServerResponse>();
let app: Server;
let base = '';
let arrived = 0;

function trickle(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/plain' });
  const timer = setInterval(() => res.write('.'), 300);
  timers.add(timer);
  res.on('close', () => clearInterval(timer));
}

function endless(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/octet-stream' });
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const more = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', more);
  more();
}

beforeAll(async () => {
  app = createServer((req, res) => {
    req.resume();
    arrived++;
    open.add(res);
    res.on('close', () => open.delete(res));
    if (req.url === '/trickle') trickle(res);
    else endless(res);
  });
  base = `http://127.0.0.1:${await listenServer(app, 0, '127.0.0.1')}`;
});
afterAll(() => {
  for (const timer of timers) clearInterval(timer);
  for (const res of open) res.destroy();
  app?.close();
});

async function listen(path: string): Promise<RunningListener> {
  return startTestListener({ forwardTo: `${base}${path}`, forwardTimeoutMs: DEADLINE_MS });
}

const post = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new Uint8Array(readFixture('project.updated')),
  });

describe('forwarding limits (issue 23 item 7)', () => {
  it('a trickling app hits the total deadline: 502 to the sender, recorded with the reason', async () => {
    const listener = await listen('/trickle');
    try {
      const response = await post(listener.webhookUrl);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: { code: 'forward_failed' } });
      const record = listener.store.list({ limit: 1 })[0]!;
      expect(record.status).toBe(502);
      expect(record.forward).toMatchObject({ status: 200 });
      expect(record.forward!.error).toContain('no complete answer within 1.5 s (total deadline)');
    } finally {
      await listener.close();
    }
  });

  it('an endless body is read up to the cap, then cut: the forward is recorded as failed', async () => {
    const listener = await listen('/endless');
    try {
      const response = await post(listener.webhookUrl);
      expect(response.status).toBe(502);
      const record = listener.store.list({ limit: 1 })[0]!;
      expect(record.forward).toMatchObject({ status: 200, body: '' });
      expect(record.forward!.error).toBe(
        `the app's response body is larger than ${FORWARD_RESPONSE_MAX_BYTES} bytes: stopped reading`,
      );
    } finally {
      await listener.close();
    }
  });

  it('closing the listener during a trickling forward still answers and records the delivery', async () => {
    const listener = await listen('/trickle');
    const before = arrived;
    const answer = post(listener.webhookUrl);
    await expect.poll(() => arrived).toBe(before + 1);
    await listener.close(); // what SIGTERM does; it returns once in-flight deliveries are done
    expect((await answer).status).toBe(502);
    const lines = readFileSync(listener.store.file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).forward.error).toContain('total deadline');
  });
});
