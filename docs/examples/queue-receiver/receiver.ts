// `npm run receiver`: verifies each delivery and acknowledges it once it is queued in Redis.
//   SIGNING_KEY   the webhook's signing key (required)
//   REDIS_URL     default redis://127.0.0.1:6379
//   PORT, HOST    where to listen (default 3000 on 127.0.0.1); deliveries go to POST /webhooks
// Run as many as you like behind a load balancer: they share nothing but Redis.
import { createServer } from 'node:http';
import { enqueueDeliveries } from '@designhooks/queue';
import { nodeHandler } from '@designhooks/receiver/node';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { logRedisErrors, QUEUE_NAME, REDIS_URL, wholeNumber } from './settings.ts';

const { SIGNING_KEY, HOST = '127.0.0.1' } = process.env;
if (!SIGNING_KEY) {
  console.error(
    'SIGNING_KEY is not set: export the signing key you gave the webhook, e.g. SIGNING_KEY=... npm run receiver',
  );
  process.exit(2);
}
const port = wholeNumber('PORT', 3000, 65535);

// enableOfflineQueue: false makes an add fail at once while Redis is down (503 right away)
// instead of waiting in the client's queue until the 2 s bound.
const connection = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
connection.on('error', logRedisErrors('receiver'));
const queue = new Queue(QUEUE_NAME, { connection });
queue.on('error', () => {}); // the connection's own listener above reports it
await queue.waitUntilReady();

// One line per failure (a 503 says why: "the delivery was not queued: Redis is unreachable").
const logger = {
  warn: (message: string) => console.warn(message),
  error: (message: string, cause?: unknown) =>
    console.error(`${message}: ${cause instanceof Error ? cause.message : String(cause)}`),
};
const receiver = enqueueDeliveries(queue, { secret: SIGNING_KEY, logger });
const handle = nodeHandler(receiver);
const server = createServer((req, res) => {
  if (req.url?.split('?')[0] !== '/webhooks') {
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end('{"ok":false,"error":{"code":"not_found","message":"deliveries go to POST /webhooks"}}');
    return;
  }
  handle(req, res);
});
server.listen(port, HOST, () => {
  const { port: bound } = server.address() as { port: number };
  console.log(`receiving webhooks at http://${HOST}:${bound}/webhooks, queueing to ${QUEUE_NAME}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void queue.close().finally(() => {
      connection.disconnect();
      process.exit(0);
    });
  });
}
