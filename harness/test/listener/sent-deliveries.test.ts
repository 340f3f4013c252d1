// The inspector's "sent" tab reads the harness store: an attempt answered by something in front
// of the receiver's code (here Vercel's sign-in wall) says so, in check's words.
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { closeServer, listenOnLoopback, tempDir } from '@designhooks/test-support';
import { deliverAndRecord } from '../../src/delivery/deliver-and-record.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import { sentDeliveries } from '../../src/listener/records/sent-deliveries.ts';
import { openStore } from '../../src/store/open-store.ts';

describe('sentDeliveries', () => {
  it('names what answered in front of the receiver, and nothing for its own answers', async () => {
    const wall =
      '<!doctype html><title>Authentication Required</title><a href="https://vercel.com/sso-api?url=x">Log in</a>';
    const server = createServer((req, res) => {
      req.resume();
      if (req.url === '/preview') res.writeHead(401, { 'content-type': 'text/html' }).end(wall);
      else res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}');
    });
    const port = await listenOnLoopback(server);
    const stateDir = tempDir('designhooks-sent-');
    const store = openStore(stateDir);
    try {
      for (const path of ['/preview', '/own']) {
        const url = new URL(`http://127.0.0.1:${port}${path}`);
        const body = Buffer.from('{}');
        const delivery = {
          url,
          body,
          event: 'project.updated',
          source: 'send' as const,
        };
        await deliverAndRecord(store, delivery, { policy: { ...defaultRetryPolicy, retries: 0 } });
      }
    } finally {
      store.close();
      await closeServer(server);
    }
    const [own, preview] = sentDeliveries(stateDir, 10);
    expect(preview).toMatchObject({
      status: 401,
      inFront: "Vercel's Deployment Protection (its sign-in wall)",
    });
    expect(own).toMatchObject({ status: 401, inFront: null });
  });

  it('sees on each call what was sent since the last, though it keeps its store open between calls', async () => {
    const server = createServer((req, res) => (req.resume(), res.writeHead(204).end()));
    const port = await listenOnLoopback(server);
    const stateDir = tempDir('designhooks-sent-');
    const send = async () => {
      const store = openStore(stateDir); // another process's store, as send's
      try {
        const url = new URL(`http://127.0.0.1:${port}/hooks`);
        const delivery = {
          url,
          body: Buffer.from('{}'),
          event: 'project.updated',
          source: 'send' as const,
        };
        await deliverAndRecord(store, delivery, { policy: { ...defaultRetryPolicy, retries: 0 } });
      } finally {
        store.close();
      }
    };
    try {
      await send();
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        counts.push(sentDeliveries(stateDir, 10).length);
        await send();
      }
      expect(counts).toEqual([1, 2, 3]);
    } finally {
      await closeServer(server);
    }
  });
});
