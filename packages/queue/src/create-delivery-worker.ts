import { parseDelivery, type OpenTelemetryApi } from '@designhooks/receiver';
import {
  UnrecoverableError,
  Worker,
  type ConnectionOptions,
  type Job,
  type WorkerOptions,
} from 'bullmq';
import { Redis } from 'ioredis';
import { WORKER_TIMINGS } from './constants.ts';
import type { DeliveryHandlers } from './delivery-handlers.ts';
import type { DeliveryJobContext, DeliveryJobData } from './delivery-job.ts';
import { openTelemetryFor, tracedJob } from './job-tracing.ts';

/** Options of `createDeliveryWorker`: BullMQ's worker options, with the package's lock defaults. */
export interface DeliveryWorkerOptions extends Partial<Omit<WorkerOptions, 'connection'>> {
  /** Where worker errors (lost connection, failed lock renewal) are written. Default `console.error`. */
  onWorkerError?: (error: Error) => void;
  /**
   * Each job run is a `designhooks.job` span continuing the trace of the request that queued it,
   * through `@opentelemetry/api` when installed; `false` turns that off, the API module itself
   * turns it on (as the receiver's option).
   */
  openTelemetry?: false | OpenTelemetryApi;
}

/** What a delivery job returns: how many handlers ran. */
export interface DeliveryJobResult {
  event: string;
  handled: number;
}

/**
 * Starts a BullMQ worker on `queueName` that runs each queued delivery through `handlers`
 * (typed by event name as on a receiver). Every matching handler runs, all at once; if one
 * throws, the attempt fails and BullMQ retries the job with the attempts and backoff it was
 * queued with (`enqueueDeliveries`: 5, exponential from 1 s); a job out of attempts stays in
 * the failed set for inspection. A body that is not a delivery fails at once, unretried.
 *
 * Defaults tuned for crash recovery (`WORKER_TIMINGS`): `lockDuration` 30 s, `stalledInterval`
 * 30 s, `maxStalledCount` 2, so a killed worker's job runs again on another worker within about
 * a minute. BullMQ runs a job at least once: wrap side effects in `commitOnce`.
 *
 * `connection` is a Redis URL, ioredis options, or an ioredis / node-redis client (BullMQ needs
 * `maxRetriesPerRequest: null` on an ioredis client it blocks on; a URL or options get it).
 * Returns the BullMQ `Worker`: `close()` it to stop.
 *
 * @example
 * ```ts
 * import { createDeliveryWorker, deliveryHandlers } from '@designhooks/queue';
 * const handlers = deliveryHandlers().on('commits.created', async (delivery) => {
 *   console.log(delivery.data.object.commits.length, 'commits');
 * });
 * const worker = createDeliveryWorker('deliveries', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', handlers, { concurrency: 4 });
 * process.once('SIGTERM', () => void worker.close());
 * ```
 */
export function createDeliveryWorker(
  queueName: string,
  connection: string | ConnectionOptions,
  handlers: DeliveryHandlers,
  options: DeliveryWorkerOptions = {},
): Worker<DeliveryJobData, DeliveryJobResult> {
  const {
    onWorkerError = (error: Error) => console.error(`[designhooks] worker: ${error.message}`),
    openTelemetry,
    ...workerOptions
  } = options;
  const tracing = openTelemetryFor(openTelemetry);
  // A URL gets a client of the worker's own, closed with it; a client passed in stays the caller's.
  const owned =
    typeof connection === 'string'
      ? new Redis(connection, { maxRetriesPerRequest: null })
      : undefined;
  const worker = new Worker<DeliveryJobData, DeliveryJobResult>(
    queueName,
    (job) => processDeliveryJob(job, handlers, tracing(), queueName),
    {
      connection: owned ?? (connection as ConnectionOptions),
      lockDuration: WORKER_TIMINGS.lockDurationMs,
      stalledInterval: WORKER_TIMINGS.stalledIntervalMs,
      maxStalledCount: WORKER_TIMINGS.maxStalledCount,
      ...workerOptions,
    },
  );
  worker.on('error', onWorkerError);
  if (owned) worker.once('closed', () => owned.disconnect());
  return worker;
}

/**
 * Runs one job: parse the body, call every handler for its event, fail the attempt on the
 * first failure (after all have settled, so none is cut off half-way).
 */
async function processDeliveryJob(
  job: Job<DeliveryJobData>,
  handlers: DeliveryHandlers,
  api: OpenTelemetryApi | undefined,
  queue: string,
): Promise<DeliveryJobResult> {
  let delivery;
  try {
    delivery = parseDelivery(job.data.body);
  } catch (error) {
    throw new UnrecoverableError(
      `job ${job.id} does not hold a delivery: ${(error as Error).message}`,
    );
  }
  const context: DeliveryJobContext = {
    jobId: job.id!,
    attempt: job.attemptsMade + 1,
    receivedAt: job.data.receivedAt,
    job,
  };
  const list = handlers.handlersFor(delivery.event);
  const traced = {
    id: context.jobId,
    queue,
    event: delivery.event,
    attempt: context.attempt,
    trace: job.data.trace,
  };
  return tracedJob(api, traced, async () => {
    const outcomes = await Promise.allSettled(
      list.map(async (handler) => handler(delivery as never, context)),
    );
    const failed = outcomes.find(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    if (failed) throw failed.reason;
    return { event: delivery.event, handled: list.length };
  });
}
