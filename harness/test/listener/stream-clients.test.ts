import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSseHub,
  MAX_STREAM_CLIENTS,
  OTHERS_POLL_MS,
  type SseHub,
} from '../../src/listener/inspector-server/sse-hub.ts';
import { listenServer } from '../../src/local-server/listen-server.ts';
import {
  openReceivedStore,
  type ReceivedStore,
} from '../../src/listener/records/open-received-store.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { testRecord } from '../helpers/test-record.ts';

// Issue 23, item 8: inspector stream clients that never read grew the listener's memory without
// bound (writes ignored backpressure). Each client's buffer is capped, a client that falls
// behind is closed, and the number of clients is capped.

let store: ReceivedStore;
let hub: SseHub;
let server: Server;
let url = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  store = openReceivedStore(join(tempDir('designhooks-stream-'), 'received.jsonl'), {
    maxRecords: 20_000,
    maxBytes: 1024 ** 3,
  });
  hub = createSseHub(store);
  server = createServer((req, res) => {
    try {
      hub.handle(req, res);
    } catch (error) {
      res.writeHead((error as { status: number }).status).end((error as Error).message);
    }
  });
  url = `http://127.0.0.1:${await listenServer(server, 0, '127.0.0.1')}/api/stream`;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  hub.close();
  server.closeAllConnections();
  server.close();
  store.close();
});

function open(): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, { agent: false }, resolve).on('error', reject));
}

/** A record whose summary is about 10 KB, so that frames add up fast. */
function bigRecord(i: number) {
  return testRecord({
    id: `b${i}`,
    validation: {
      status: 'invalid',
      issues: Array.from({ length: 10 }, (_, n) => ({
        path: `/x/${n}`,
        message: 'm'.repeat(1000),
      })),
    },
  });
}

describe('inspector stream clients (issue 23 item 8)', () => {
  it('caps the number of clients: one more is refused with 503 until one leaves', async () => {
    const streams = await Promise.all(Array.from({ length: MAX_STREAM_CLIENTS }, open));
    expect(streams.every((s) => s.statusCode === 200)).toBe(true);
    expect(hub.clients).toBe(MAX_STREAM_CLIENTS);
    const refused = await open();
    expect(refused.statusCode).toBe(503);
    refused.resume();
    for (const stream of streams) stream.destroy();
    await expect.poll(() => hub.clients).toBe(0);
    const again = await open();
    expect(again.statusCode).toBe(200);
    again.destroy();
    await expect.poll(() => hub.clients).toBe(0);
  });

  it('closes a client that stops reading, while one that reads gets every delivery', async () => {
    // a raw socket that sends the request and never reads the answer
    const port = Number(new URL(url).port);
    const slow = connect(port, '127.0.0.1');
    sockets.push(slow);
    slow.pause();
    slow.write(`GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    const reader = await open();
    let frames = 0;
    let tail = '';
    reader.setEncoding('utf8');
    reader.on('data', (text: string) => {
      const all = tail + text;
      frames += all.split('event: delivery\n').length - 1;
      tail = all.slice(-20);
    });
    await expect.poll(() => hub.clients).toBe(2);
    const count = 2_000; // about 20 MB of frames: far past the socket buffers and the cap
    for (let i = 0; i < count; i++) {
      store.append(bigRecord(i));
      if (i % 10 === 9) await nextTurn();
    }
    await expect.poll(() => hub.clients).toBe(1);
    await expect.poll(() => frames, { timeout: 10_000 }).toBe(count);
    reader.destroy();
  });
});

describe('the poll for what other listeners received', () => {
  it('a file that cannot be read while a page is open does not take the listener down', async () => {
    let reads = 0;
    const unreadable = {
      ...store,
      subscribe: () => () => undefined,
      watchOthers: () => () => undefined,
      count: () => {
        reads += 1;
        throw new Error('EACCES: permission denied');
      },
    } as ReceivedStore;
    const failing = createSseHub(unreadable);
    const page = createServer((req, res) => failing.handle(req, res));
    const port = await listenServer(page, 0, '127.0.0.1');
    const stream = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`http://127.0.0.1:${port}/api/stream`, { agent: false }, resolve).on('error', reject),
    );
    await new Promise((resolve) => setTimeout(resolve, OTHERS_POLL_MS * 2.5));
    expect(reads).toBeGreaterThanOrEqual(2); // polled, threw, and kept polling
    expect(stream.destroyed).toBe(false);
    stream.destroy();
    failing.close();
    page.closeAllConnections();
    page.close();
  });
});
