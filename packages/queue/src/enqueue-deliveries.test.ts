import { bodyDigest, createReceiver, sign, type DedupeStore } from '@designhooks/receiver';
import { sha256 } from '@designhooks/test-support';
import type { Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { enqueueDeliveries } from './enqueue-deliveries.ts';

// Issue 23, item 12: bytes in flight are bounded; past the bound a delivery is answered 503
// (the platform retries it) instead of held in memory while Redis is slow.

/** A queue whose adds wait until `release()`: Redis slow to confirm. */
function slowQueue() {
  const waiting: Array<() => void> = [];
  const queue = {
    add: () => new Promise((resolve) => waiting.push(() => resolve({ id: 'job' }))),
    getJob: async () => undefined,
  } as unknown as Queue;
  return { queue, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const delivery = (name: string, bytes: number) => {
  const body = JSON.stringify({
    createdAt: '2024-01-01T00:00:00Z',
    event: 'project.updated',
    data: { object: { name, padding: 'p'.repeat(bytes) } },
  });
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'abstract-webhooks-signature': sign(body, 'k') },
    body,
  };
};

describe('enqueueDeliveries: bytes in flight (issue 23, item 12)', () => {
  it('answers 503 queue_busy past maxBytesInFlight, and takes deliveries again once Redis confirms', async () => {
    const { queue, release } = slowQueue();
    const receiver = enqueueDeliveries(queue, {
      secret: 'k',
      validation: 'off',
      timeoutMs: 60_000,
      maxBytesInFlight: 2.5 * 1024 * 1024,
    });
    const first = receiver.receive(delivery('a', 1024 * 1024));
    const second = receiver.receive(delivery('b', 1024 * 1024));
    const third = await receiver.receive(delivery('c', 1024 * 1024));
    expect(third.status).toBe(503);
    expect(third.body).toMatchObject({ ok: false, error: { code: 'queue_busy' } });
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const again = receiver.receive(delivery('c', 1024 * 1024));
    release();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await again).status).toBe(200);
  });

  it('always takes one delivery, however large, and refuses a bound that is not a positive number', async () => {
    const { queue, release } = slowQueue();
    const receiver = enqueueDeliveries(queue, {
      secret: 'k',
      validation: 'off',
      maxBytesInFlight: 10,
    });
    const one = receiver.receive(delivery('a', 1000));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await one).status).toBe(200);
    expect(() => enqueueDeliveries(queue, { maxBytesInFlight: 0 })).toThrow(TypeError);
  });
});

describe("enqueueDeliveries: the job id is the receiver's dedupe key", () => {
  /** A dedupe store that remembers every key it was given. */
  const recordingStore = () => {
    const keys: string[] = [];
    const store: DedupeStore = { add: (key) => (keys.push(key), true), delete: () => {} };
    return { keys, store };
  };

  it("queues each body under the key a plain receiver's dedupe store records for it, bytes or text", async () => {
    const text = JSON.stringify({
      createdAt: '2024-01-01T00:00:00Z',
      event: 'comment.created',
      data: { object: { body: 'caf\u00e9 \\u003cb\\u003e 👍' } },
    });
    const bytes = new TextEncoder().encode(text);
    // not UTF-8 (a lone 0xff inside a string): a digest of the decoded text would differ
    const notUtf8 = Uint8Array.from([...bytes.subarray(0, -4), 0xff, ...bytes.subarray(-4)]);
    for (const body of [text, bytes, notUtf8]) {
      const jobIds: string[] = [];
      const queue = {
        add: async (_name: string, _data: unknown, options: { jobId: string }) =>
          void jobIds.push(options.jobId),
        getJob: async () => undefined,
      } as unknown as Queue;
      const queued = recordingStore();
      const plain = recordingStore();
      const input = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'abstract-webhooks-signature': sign(body, 'k'),
        },
        body,
      };
      const answer = await enqueueDeliveries(queue, {
        secret: 'k',
        validation: 'off',
        dedupe: queued.store,
      }).receive(input);
      expect(answer.status).toBe(200);
      expect(
        (
          await createReceiver({ secret: 'k', validation: 'off', dedupe: plain.store }).receive(
            input,
          )
        ).status,
      ).toBe(200);
      expect(plain.keys).toHaveLength(1);
      expect(jobIds).toEqual(plain.keys);
      expect(queued.keys).toEqual(plain.keys);
      expect(plain.keys[0]).toBe(bodyDigest(body));
      expect(plain.keys[0]).toBe(sha256(body));
    }
  });
});
