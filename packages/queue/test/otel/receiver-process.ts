import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeHandler } from '@designhooks/receiver/node';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { enqueueDeliveries } from '../../src/enqueue-deliveries.ts';
import { shutdownTracing, tracer } from './trace-setup.ts';

// A queueing receiver in its own process, behind an app that wraps every request in a span of
// its own (as a framework's HTTP instrumentation would).
const connection = new Redis(process.env.REDIS_URL!, { enableOfflineQueue: false });
const queue = new Queue(process.env.QUEUE!, { connection });
const handler = nodeHandler(enqueueDeliveries(queue, { secret: process.env.SIGNING_KEY }));
const server = createServer((req, res) =>
  tracer.startActiveSpan('POST /webhooks', (span) => {
    res.on('finish', () => span.end());
    handler(req, res);
  }),
);
server.listen(0, '127.0.0.1', () => {
  console.log(`receiving at http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`);
});
process.once('SIGTERM', () => {
  server.close();
  void Promise.all([queue.close(), shutdownTracing()]).then(() => {
    connection.disconnect();
    process.exit(0);
  });
});
