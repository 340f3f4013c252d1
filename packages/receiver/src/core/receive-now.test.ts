import { beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { sign } from '../crypto/sign.ts';
import { receiveNow } from './receiver.ts';
import { createReceiver } from './receiver.ts';
import type { Receiver, ReceiveResult } from './types.ts';
import { quietLogger } from '@designhooks/test-support';

const SECRET = 'test-secret';
const body = readFixture('project.updated');
const input = {
  method: 'POST',
  body,
  headers: {
    'content-type': 'application/json',
    'abstract-webhooks-signature': sign(body, SECRET),
  },
};
const make = () => createReceiver({ secret: SECRET, logger: quietLogger });

describe('receiveNow', () => {
  // The first delivery of an event imports its generated validator (a promise); after that,
  // node:crypto and the loaded validator answer at once.
  beforeAll(async () => {
    const first = receiveNow(make(), input);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ status: 200 });
  });

  it('returns the result itself when every step is synchronous', () => {
    const names: string[] = [];
    const receiver = make().on(
      'project.updated',
      (delivery) => void names.push(delivery.data.object.name),
    );
    const result = receiveNow(receiver, input);
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toMatchObject({ status: 200, body: { ok: true }, handled: 1, verified: true });
    expect(names).toEqual(['SDK Examples (edited)']);
  });

  it('returns a rejection synchronously too, once the signature doctor is loaded', async () => {
    const unsigned = { ...input, headers: { 'content-type': 'application/json' } };
    const forged = {
      ...input,
      headers: { ...input.headers, 'abstract-webhooks-signature': 'ab'.repeat(32) },
    };
    // The doctor (src/crypto/explain.ts) is imported the first time a check fails in this
    // process, and never before: a receiver that sees only good signatures never loads it.
    const first = receiveNow(make(), forged);
    if (first instanceof Promise)
      expect(await first).toMatchObject({
        status: 401,
        error: { diagnosis: { code: 'no-match' } },
      });
    const missing = receiveNow(make(), unsigned);
    expect(missing).not.toBeInstanceOf(Promise);
    expect(missing).toMatchObject({
      status: 401,
      error: { code: 'signature_missing', diagnosis: { code: 'missing' } },
    });
    const mismatch = receiveNow(make(), forged);
    expect(mismatch).not.toBeInstanceOf(Promise);
    expect(mismatch).toMatchObject({
      status: 401,
      error: { code: 'signature_mismatch', diagnosis: { code: 'no-match' } },
    });
  });

  it('returns a promise settling after an async handler, or a failing one (500)', async () => {
    let finished = false;
    const slow = make().on('project.updated', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      finished = true;
    });
    const pending = receiveNow(slow, input);
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toMatchObject({ status: 200, handled: 1 });
    expect(finished).toBe(true);
    const failing = make().on('project.updated', () =>
      Promise.reject(new Error('internal detail')),
    );
    expect(await receiveNow(failing, input)).toMatchObject({
      status: 500,
      error: { code: 'handler_failed' },
    });
  });

  it('goes through a dedupe store, which may be async', async () => {
    const seen = new Set<string>();
    const receiver = createReceiver({
      secret: SECRET,
      dedupe: {
        add: async (key) => !seen.has(key) && !!seen.add(key),
        delete: async (key) => void seen.delete(key),
      },
    });
    expect(await receiveNow(receiver, input)).toMatchObject({ status: 200, handled: 0 });
    expect(await receiveNow(receiver, input)).toMatchObject({ status: 200, duplicate: true });
  });

  it('uses the receive of a receiver it did not make (a wrapper or a test double)', async () => {
    const answer: ReceiveResult = {
      status: 200,
      body: { ok: true },
      verified: false,
      handled: 0,
      drift: [],
    };
    const double = { ...make(), receive: () => Promise.resolve(answer) } as Receiver;
    expect(await receiveNow(double, input)).toBe(answer);
  });

  it('leaves receive() returning a promise in every case', async () => {
    const receiver = make();
    const result = receiver.receive(input);
    expect(result).toBeInstanceOf(Promise);
    expect((await result).status).toBe(200);
  });
});
