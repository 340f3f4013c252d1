import { sign } from '@designhooks/receiver';
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
