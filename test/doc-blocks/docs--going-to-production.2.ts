// generated, do not edit: run `npm run generate`
// From docs/going-to-production.md, code block 2.
// worker.ts: run M of these, anywhere that reaches Redis
import { commitOnce, createDeliveryWorker, deliveryHandlers } from '@designhooks/queue';
import { Redis } from 'ioredis';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(url);
const handlers = deliveryHandlers()
  .on('project.updated', async (delivery, job) => {
    // Both writes and the job's done-marker in one Lua script: a job run twice writes once.
    await commitOnce(redis, job.jobId, [
      ['HSET', `project:${delivery.data.object.id}`, 'name', delivery.data.object.name],
      ['RPUSH', 'project-renames', delivery.data.object.id],
    ]);
  })
  .on('comment.*', async (delivery) => {
    console.log(delivery.event, delivery.data.object.body); // not in Redis: make it idempotent yourself
  });
createDeliveryWorker('designhooks-deliveries', url, handlers, { concurrency: 4 });

export {};
