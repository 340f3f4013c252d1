import { sign } from '@designhooks/receiver';
import { eventNames, fixture, serializeDelivery } from '@designhooks/testing';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryWorker } from '../src/create-delivery-worker.ts';
import { deliveryHandlers } from '../src/delivery-handlers.ts';
import { enqueueDeliveries } from '../src/enqueue-deliveries.ts';
import { startRedis, type TestRedis, quietLogger, sha256 } from '@designhooks/test-support';

const SECRET = 'k';
let redis: TestRedis;
let connection: Redis;
beforeAll(async () => {
  redis = await startRedis();
  connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  connection.on('error', () => {});
});
afterAll(async () => {
  connection?.disconnect();
  await redis?.close();
});

/** Queues `bodies` through a queueing receiver on queue `name`, as receivers do. */
async function enqueue(
  name: string,
  bodies: string[],
  options: Parameters<typeof enqueueDeliveries>[1] = {},
): Promise<Queue> {
  const queue = new Queue(name, { connection });
  const receiver = enqueueDeliveries(queue, { secret: SECRET, logger: quietLogger, ...options });
  for (const body of bodies) {
    const result = await receiver.receive({
      body,
      headers: { 'abstract-webhooks-signature': sign(body, SECRET) },
    });
    expect(result.status).toBe(200);
  }
  return queue;
}

const bodyOf = (event: (typeof eventNames)[number], second: number) =>
  serializeDelivery(
    fixture(event, undefined, { createdAt: new Date(Date.UTC(2026, 1, 1, 0, 0, second)) }),
  );

describe('createDeliveryWorker', () => {
  it('routes jobs like receiver.on: names, lists, resource.* wildcards, onAny, onUnknown', async () => {
    const seen: string[] = [];
    const handlers = deliveryHandlers()
      .onAny((delivery) => void seen.push(`any:${delivery.event}`))
      .on('project.updated', (delivery, job) => {
        const name: string = delivery.data.object.name; // narrowed to the project payload
        seen.push(`updated:${typeof name}:${job.jobId === sha256(job.job.data.body)}`);
      })
      .on('branch.*', (delivery) => void seen.push(`branch:${delivery.event}`))
      .on(
        ['comment.created', 'comment.deleted'],
        (delivery) => void seen.push(`comment:${delivery.event}`),
      )
      .onUnknown((delivery) => void seen.push(`unknown:${delivery.event}`));
    const bodies = [
      ...eventNames.map((event, i) => bodyOf(event, i)),
      '{"event":"project.archived","data":{}}',
    ];
    const queue = await enqueue('routing', bodies);
    const worker = createDeliveryWorker('routing', redis.url, handlers, {
      onWorkerError: () => {},
    });
    try {
      await expect
        .poll(() => queue.getJobCounts('completed'), { timeout: 15_000 })
        .toEqual({ completed: bodies.length });
      const expected = [
        ...eventNames.map((event) => `any:${event}`),
        'updated:string:true',
        'branch:branch.created',
        'branch:branch.updated',
        'branch:branch.statusUpdated',
        'comment:comment.created',
        'comment:comment.deleted',
        'unknown:project.archived',
      ];
      expect(seen.sort()).toEqual(expected.sort());
      const job = await queue.getJob(sha256(bodies[1]!));
      expect(job?.returnvalue).toEqual({
        event: eventNames[1],
        handled: eventNames[1] === 'project.updated' ? 2 : 1,
      });
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('checks patterns when registered, listing the valid names', () => {
    expect(() => deliveryHandlers().on('project.renamed' as 'project.updated', () => {})).toThrow(
      /valid events: .*project\.created/,
    );
    expect(() => deliveryHandlers().on('widget.*' as 'project.*', () => {})).toThrow(TypeError);
  });

  it('retries a failing handler with the queued attempts and backoff, then keeps the failed job', async () => {
    const attempts: number[] = [];
    let flaky = 0;
    const handlers = deliveryHandlers()
      .on('project.created', (_delivery, job) => {
        attempts.push(job.attempt);
        throw new Error('downstream is down');
      })
      .on('project.deleted', () => {
        if (++flaky < 3) throw new Error('not yet');
      });
    const failing = bodyOf('project.created', 1);
    const recovering = bodyOf('project.deleted', 2);
    const queue = await enqueue('retries', [failing, recovering], {
      attempts: 3,
      backoff: { type: 'fixed', delay: 50 },
    });
    const worker = createDeliveryWorker('retries', redis.url, handlers, {
      onWorkerError: () => {},
    });
    try {
      await expect
        .poll(() => queue.getJobCounts('completed', 'failed'), { timeout: 15_000 })
        .toEqual({ completed: 1, failed: 1 });
      expect(attempts).toEqual([1, 2, 3]);
      expect(flaky).toBe(3);
      const [failed] = (await queue.getFailed()) as Job[];
      expect(failed?.failedReason).toBe('downstream is down');
      expect(failed?.opts.removeOnFail).toEqual({ age: 7 * 86_400 });
    } finally {
      await worker.close();
      await queue.close();
    }
  });

  it('fails a job that holds no delivery at once, without retries', async () => {
    const queue = new Queue('garbage', { connection });
    await queue.add(
      'x',
      { body: 'not json', receivedAt: new Date().toISOString() },
      { attempts: 5, jobId: 'garbage-1' },
    );
    const worker = createDeliveryWorker('garbage', redis.url, deliveryHandlers(), {
      onWorkerError: () => {},
    });
    try {
      await expect
        .poll(() => queue.getJobCounts('failed'), { timeout: 10_000 })
        .toEqual({ failed: 1 });
      const job = await queue.getJob('garbage-1');
      expect(job?.attemptsMade).toBe(1);
      expect(job?.failedReason).toBe(
        'job garbage-1 does not hold a delivery: body is not valid JSON',
      );
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
