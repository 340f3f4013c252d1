// @designhooks/queue as installed from its tarball, against the redis-server at REDIS_URL: a
// signed delivery goes through enqueueDeliveries (twice: the platform's retry), a worker handles
// it with commitOnce, and the dedupe store answers for both Redis clients' shapes. Prints JSON.
import { createHash } from 'node:crypto';
import {
  commitOnce,
  createDeliveryWorker,
  deliveryHandlers,
  enqueueDeliveries,
  redisDedupeStore,
} from '@designhooks/queue';
import { sign } from '@designhooks/receiver';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

const url = process.env.REDIS_URL;
const redis = new Redis(url, { maxRetriesPerRequest: 1 });
const queue = new Queue('consumer', { connection: redis });
const receiver = enqueueDeliveries(queue, { secret: 'k' });
const body = '{"createdAt":"2026-01-01T00:00:00Z","event":"project.archived","data":{"object":{}}}';
const headers = {
  'abstract-webhooks-signature': sign(body, 'k'),
  'content-type': 'application/json',
};
const statuses = [
  (await receiver.receive({ body, headers })).status,
  (await receiver.receive({ body, headers })).status,
];
const handled = [];
const handlers = deliveryHandlers().onUnknown(async (delivery, job) => {
  handled.push([
    delivery.event,
    await commitOnce(redis, job.jobId, [['INCR', `handled:${job.jobId}`]]),
  ]);
});
const worker = createDeliveryWorker('consumer', url, handlers);
for (let waited = 0; handled.length === 0 && waited < 20_000; waited += 50)
  await new Promise((resolve) => setTimeout(resolve, 50));
await worker.close();
const digest = createHash('sha256').update(body).digest('hex');
const store = redisDedupeStore(redis, { prefix: 'consumer:' });
const dedupe = [await store.add('d'), await store.add('d')];
console.log(
  JSON.stringify({ statuses, handled, counter: await redis.get(`handled:${digest}`), dedupe }),
);
await queue.close();
redis.disconnect();
