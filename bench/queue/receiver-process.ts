// A receiver process for bench/queue.bench.ts: `node --import tsx receiver-process.ts <mode> <redis-url> <secret>`.
//   enqueue  enqueueDeliveries: answer once Redis confirmed the job (what the example does)
//   inline   createReceiver + a handler doing the example worker's work (commitOnce to Redis) before answering
//   verify   createReceiver with a no-op handler: verify + parse + validate, no Redis (the floor)
// Prints {"port"} when listening on 127.0.0.1; each line on stdin asks for {"cpuMs"}; exits when stdin closes.
import { createServer } from 'node:http';
import { commitOnce, enqueueDeliveries } from '@designhooks/queue';
import { createReceiver, type Receiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { quietLogger as logger, sha256 } from '@designhooks/test-support';

const [mode = 'verify', url = 'redis://127.0.0.1:6379', secret = 'bench-key'] =
  process.argv.slice(2);
let receiver: Receiver;
if (mode === 'enqueue') {
  const connection = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const queue = new Queue('designhooks-deliveries', { connection });
  await queue.waitUntilReady();
  receiver = enqueueDeliveries(queue, { secret, logger });
} else if (mode === 'inline') {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  await redis.ping();
  receiver = createReceiver({ secret, logger }).onAny((delivery) => {
    // The raw body's digest is not handed to handlers: the parsed delivery's stands in for it.
    const id = sha256(JSON.stringify(delivery));
    return commitOnce(redis, id, [
      ['INCR', `designhooks:example:handled:${id}`],
      ['RPUSH', 'designhooks:example:order', delivery.event],
    ]);
  });
} else {
  receiver = createReceiver({ secret, logger }).onAny(() => {});
}
const server = createServer({ keepAliveTimeout: 60_000 }, nodeHandler(receiver));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(
    `${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`,
  );
});
process.stdin.on('data', () => {
  const { user, system } = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ cpuMs: (user + system) / 1000 })}\n`);
});
process.stdin.on('end', () => process.exit(0));
