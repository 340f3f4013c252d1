import { createServer, type Server } from 'node:http';
import { sign } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import { nodeHandler } from '@designhooks/receiver/node';
import { fixture, serializeDelivery } from '@designhooks/testing';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueDeliveries, type EnqueueDeliveriesOptions } from '../src/enqueue-deliveries.ts';
import { post } from './http.ts';
import {
  startRedis,
  type TestRedis,
  quietLogger,
  sha256,
  listenOnLoopback,
} from '@designhooks/test-support';

const SECRET = 'whsec_queue_test';
let serial = 0;
const freshBody = (event: Parameters<typeof fixture>[0] = 'project.created') =>
  serializeDelivery(
    fixture(event, undefined, { createdAt: new Date(Date.UTC(2026, 0, 1) + ++serial * 1000) }),
  );

interface Setup {
  redis: TestRedis;
  connection: Redis;
  queue: Queue;
  server: Server;
  url: string;
  close(): Promise<void>;
}

async function setup(
  options: EnqueueDeliveriesOptions = {},
  redisArgs: string[] = [],
): Promise<Setup> {
  const redis = await startRedis({ args: redisArgs });
  const connection = new Redis(redis.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: () => 100,
  });
  connection.on('error', () => {});
  const queue = new Queue('deliveries', { connection });
  queue.on('error', () => {});
  await queue.waitUntilReady();
  const receiver = enqueueDeliveries(queue, { secret: SECRET, logger: quietLogger, ...options });
  const server = createServer(nodeHandler(receiver));
  const url = `http://127.0.0.1:${await listenOnLoopback(server)}/webhooks`;
  return {
    redis,
    connection,
    queue,
    server,
    url,
    async close() {
      server.closeAllConnections();
      server.close();
      redis.process.kill('SIGCONT');
      await queue.close().catch(() => {});
      connection.disconnect();
      await redis.close();
    },
  };
}

describe('enqueueDeliveries', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(() => s?.close());

  it('answers 200 once the delivery is a job named after its event, id = SHA-256 of the body', async () => {
    const body = freshBody('comment.created');
    const answer = await post(s.url, body, SECRET);
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
    const job = await s.queue.getJob(sha256(body));
    expect(job?.name).toBe('comment.created');
    expect(job?.data.body).toBe(body);
    expect(job?.opts.attempts).toBe(5);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 1000 });
    expect(job?.opts.removeOnComplete).toEqual({ age: 86_400 });
    expect(await job?.getState()).toBe('waiting');
  });

  it('makes platform retries of the same bytes one job, before and after it completed', async () => {
    const body = freshBody('branch.updated');
    for (let i = 0; i < 3; i++) expect((await post(s.url, body, SECRET)).status).toBe(200);
    const before = await s.queue.getJobCounts('waiting', 'completed');
    const runs: string[] = [];
    const worker = new Worker('deliveries', async (job) => void runs.push(job.id!), {
      connection: new Redis(s.redis.url, { maxRetriesPerRequest: null }),
    });
    try {
      await expect
        .poll(() => s.queue.getJobCounts('waiting', 'completed'), { timeout: 10_000 })
        .toMatchObject({ waiting: 0 });
      expect((await post(s.url, body, SECRET)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs.filter((id) => id === sha256(body))).toHaveLength(1);
      expect(await (await s.queue.getJob(sha256(body)))?.getState()).toBe('completed');
      expect(before.waiting).toBeGreaterThanOrEqual(1);
      expect(await s.queue.getJobCounts('waiting')).toEqual({ waiting: 0 });
    } finally {
      await worker.close();
      await (worker.opts.connection as Redis).quit();
    }
  });

  it('queues unknown event names too (the platform is in beta), and keeps the receiver answers for bad requests', async () => {
    const unknown =
      '{"createdAt":"2026-01-01T00:00:00Z","event":"project.archived","data":{"object":{}}}';
    const answer = await post(s.url, unknown, SECRET);
    expect([answer.status, answer.body]).toEqual([
      200,
      { ok: true, unknownEvent: 'project.archived' },
    ]);
    expect((await s.queue.getJob(sha256(unknown)))?.name).toBe('project.archived');

    const body = freshBody();
    expect((await post(s.url, body, SECRET, { signature: '00' })).status).toBe(401);
    const invalid = body.replace('"objectType":"project"', '"objectType":"branch"');
    expect((await post(s.url, invalid, SECRET)).status).toBe(422);
    expect((await post(s.url, '{"event":', SECRET)).status).toBe(400);
    for (const b of [body, invalid]) expect(await s.queue.getJob(sha256(b))).toBeUndefined();
  });

  it('keeps the handlers on the workers: on, onAny and onUnknown throw', () => {
    const receiver = enqueueDeliveries(s.queue);
    expect(() => receiver.on('project.created', () => {})).toThrow(/deliveryHandlers\(\)/);
    expect(() => receiver.onAny(() => {})).toThrow(TypeError);
    expect(() => receiver.onUnknown(() => {})).toThrow(TypeError);
    expect(() => enqueueDeliveries(s.queue, { timeoutMs: 0 })).toThrow(/timeoutMs/);
  });

  it('works behind the fetch adapter too, reading the body with the limit (413 over it, nothing queued)', async () => {
    const handler = fetchHandler(
      enqueueDeliveries(s.queue, { secret: SECRET, logger: quietLogger, maxBodyBytes: 4096 }),
    );
    const request = (body: string) =>
      new Request('http://127.0.0.1/webhooks', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Abstract-Webhooks-Signature': sign(body, SECRET),
        },
        body,
      });
    const body = freshBody('branch.statusUpdated');
    const ok = await handler(request(body));
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true }]);
    expect((await s.queue.getJob(sha256(body)))?.data.body).toBe(body);
    const big = body.replace('"data":{', `"pad":"${'x'.repeat(5000)}","data":{`);
    expect((await handler(request(big))).status).toBe(413);
    expect(await s.queue.getJob(sha256(big))).toBeUndefined();
  });

  it('believes a dedupe store\'s "seen" only while the job is in Redis (a stale record never acknowledges a lost delivery)', async () => {
    const stale = enqueueDeliveries(s.queue, {
      secret: SECRET,
      logger: quietLogger,
      dedupe: { add: () => false, delete: () => {} },
    });
    const body = freshBody('project.updated');
    const headers = { 'abstract-webhooks-signature': sign(body, SECRET) };
    const first = await stale.receive({ body, headers });
    expect([first.status, first.duplicate]).toEqual([200, undefined]);
    expect(await s.queue.getJob(sha256(body))).toBeDefined();
    const again = await stale.receive({ body, headers });
    expect([again.status, again.body]).toEqual([200, { ok: true, duplicate: true }]);
  });

  it('answers 503, not 500, when the dedupe store fails', async () => {
    const failing = enqueueDeliveries(s.queue, {
      secret: SECRET,
      logger: quietLogger,
      dedupe: { add: () => Promise.reject(new Error('store down')), delete: () => {} },
    });
    const body = freshBody();
    const result = await failing.receive({
      body,
      headers: { 'abstract-webhooks-signature': sign(body, SECRET) },
    });
    expect(result.status).toBe(503);
    expect(result.body).toEqual({
      ok: false,
      error: {
        code: 'dedupe_store_unavailable',
        message: 'the delivery was not accepted: the dedupe store is unavailable',
      },
    });
    expect(await s.queue.getJob(sha256(body))).toBeUndefined();
  });
});

describe('enqueueDeliveries when Redis fails', () => {
  it('answers 503 within the 2 s bound while Redis hangs, then 200 once it answers, with one job', async () => {
    const s = await setup();
    try {
      s.redis.process.kill('SIGSTOP');
      const body = freshBody('commits.created');
      const answer = await post(s.url, body, SECRET);
      expect(answer.status).toBe(503);
      expect(answer.body.error?.code).toBe('queue_unavailable');
      expect(answer.ms).toBeGreaterThanOrEqual(1_900);
      expect(answer.ms).toBeLessThan(4_000);
      s.redis.process.kill('SIGCONT');
      const retried = await post(s.url, body, SECRET);
      expect(retried.status).toBe(200);
      expect(await s.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    } finally {
      await s.close();
    }
  });

  it('answers 503 at once while Redis is down, and 200 again after it restarts', async () => {
    const s = await setup({}, ['--appendonly', 'yes', '--appendfsync', 'always']);
    try {
      const before = freshBody();
      expect((await post(s.url, before, SECRET)).status).toBe(200);
      await s.redis.stop();
      const body = freshBody('project.deleted');
      const answers = await Promise.all([1, 2, 3].map(() => post(s.url, body, SECRET)));
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(2_500);
      }
      await s.redis.restart();
      await expect
        .poll(async () => (await post(s.url, body, SECRET)).status, {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(200);
      expect(await s.queue.getJob(sha256(body))).toBeDefined();
      expect(await s.queue.getJob(sha256(before))).toBeDefined(); // acknowledged before the outage: still there
    } finally {
      await s.close();
    }
  });
});
