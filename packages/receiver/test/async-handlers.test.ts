import { afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { deliver } from '@designhooks/testing';
import { quietLogger } from '@designhooks/test-support';
import { createReceiver, type Receiver } from '../src/index.ts';
import { startServer, type RunningServer } from './start-server.ts';

// The node adapter answers a synchronous delivery at once and an asynchronous one when its
// handlers settle: both paths over real HTTP, for node:http and express.
const SECRET = 'async-secret';
const body = readFixture('project.updated');
const make = (): Receiver => createReceiver({ secret: SECRET, logger: quietLogger });
/** The fixture, signed and POSTed as the platform sends it; the answer's status and JSON. */
async function send(url: string) {
  const answer = await deliver(url, body, { secret: SECRET });
  return { ...answer, json: JSON.parse(answer.body) as unknown };
}

describe.each(['node', 'express'] as const)('%s adapter with async handlers and stores', (kind) => {
  let server: RunningServer | undefined;
  afterEach(() => server?.close());

  it('answers 200 only after an async handler finished', async () => {
    let finished = false;
    const receiver = make().on('project.updated', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    });
    server = await startServer(kind, receiver);
    const answer = await send(server.url);
    expect(answer).toMatchObject({ status: 200, json: { ok: true } });
    expect(finished).toBe(true);
  });

  it('answers 500 without leaking when an async handler rejects', async () => {
    const receiver = make().on('project.updated', async () => {
      throw new Error('db password in here');
    });
    server = await startServer(kind, receiver);
    const answer = await send(server.url);
    expect(answer.status).toBe(500);
    expect(answer.body).not.toContain('password');
  });

  it('acknowledges a duplicate with 200 through an async dedupe store', async () => {
    const seen = new Set<string>();
    let calls = 0;
    const receiver = createReceiver({
      secret: SECRET,
      logger: quietLogger,
      dedupe: {
        add: async (key) => !seen.has(key) && !!seen.add(key),
        delete: async (key) => void seen.delete(key),
      },
    }).on('project.updated', () => void calls++);
    server = await startServer(kind, receiver);
    expect((await send(server.url)).json).toEqual({ ok: true });
    expect((await send(server.url)).json).toEqual({ ok: true, duplicate: true });
    expect(calls).toBe(1);
  });
});
