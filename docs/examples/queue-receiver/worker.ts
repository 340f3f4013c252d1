// `npm run worker`: handles queued deliveries, each exactly once, however many workers run.
//   REDIS_URL            default redis://127.0.0.1:6379
//   CONCURRENCY          jobs at once per worker (default 4)
//   LOCK_DURATION_MS     how long a job's lock lives without renewal (default 30000)
//   STALLED_INTERVAL_MS  how often a worker looks for jobs of dead workers (default 30000)
// A worker that dies mid-job (kill -9, a lost machine): another one runs its jobs again within
// LOCK_DURATION_MS + STALLED_INTERVAL_MS.
import {
  commitOnce,
  createDeliveryWorker,
  deliveryHandlers,
  WORKER_TIMINGS,
  type DeliveryJobContext,
} from '@designhooks/queue';
import { Redis } from 'ioredis';
import { logRedisErrors, QUEUE_NAME, REDIS_URL, wholeNumber } from './settings.ts';

const concurrency = wholeNumber('CONCURRENCY', 4, 1000) || 1;
const lockDuration =
  wholeNumber('LOCK_DURATION_MS', WORKER_TIMINGS.lockDurationMs) || WORKER_TIMINGS.lockDurationMs;
const stalledInterval =
  wholeNumber('STALLED_INTERVAL_MS', WORKER_TIMINGS.stalledIntervalMs) ||
  WORKER_TIMINGS.stalledIntervalMs;

const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
redis.on('error', logRedisErrors('worker'));

// What "handled" means in this example: two Redis writes, committed together with a done-marker
// for the job (the body's SHA-256), so a job that BullMQ runs twice (a retry after a crash)
// writes them once. Replace them with your own side effects.
function record(event: string, job: DeliveryJobContext): Promise<boolean> {
  return commitOnce(redis, job.jobId, [
    ['INCR', `designhooks:example:handled:${job.jobId}`],
    ['RPUSH', 'designhooks:example:order', event],
  ]);
}

const handlers = deliveryHandlers()
  .onAny((delivery, job) => record(delivery.event, job))
  .onUnknown((delivery, job) => record(delivery.event, job));

const worker = createDeliveryWorker(QUEUE_NAME, REDIS_URL, handlers, {
  concurrency,
  lockDuration,
  stalledInterval,
  onWorkerError: logRedisErrors('worker'),
});
worker.on('failed', (job, error) =>
  console.error(`worker: job ${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`),
);
await worker.waitUntilReady();
console.log(`worker ready on ${QUEUE_NAME} (concurrency ${concurrency})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void worker.close().finally(() => {
      redis.disconnect();
      process.exit(0);
    });
  });
}
