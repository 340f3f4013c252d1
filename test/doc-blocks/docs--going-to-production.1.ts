// generated, do not edit: run `npm run generate`
// From docs/going-to-production.md, code block 1.
// receiver.ts: run N of these behind the load balancer
import { createServer } from 'node:http';
import { enqueueDeliveries } from '@designhooks/queue';
import { nodeHandler } from '@designhooks/receiver/node';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

// enableOfflineQueue: false: while Redis is down an add fails at once (503 at once), instead of
// waiting in the client's queue until the 2 s bound.
const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { enableOfflineQueue: false });
const queue = new Queue('designhooks-deliveries', { connection });
const receiver = enqueueDeliveries(queue, { secret: process.env.SIGNING_KEY });
createServer(nodeHandler(receiver)).listen(3000);

export {};
