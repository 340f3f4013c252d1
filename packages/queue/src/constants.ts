/**
 * How long `enqueueDeliveries` waits for Redis to confirm a job before answering 503: 2 s.
 *
 * @example
 * ```ts
 * import { enqueueDeliveries, ENQUEUE_TIMEOUT_MS } from '@designhooks/queue';
 * declare const queue: import('bullmq').Queue;
 * const receiver = enqueueDeliveries(queue, { secret: process.env.SIGNING_KEY, timeoutMs: ENQUEUE_TIMEOUT_MS / 2 });
 * ```
 */
export const ENQUEUE_TIMEOUT_MS = 2_000;

/**
 * How long a completed job (and so its id, the body's SHA-256) is kept: 24 h. A platform retry
 * of the same bytes within that time is acknowledged without a second job.
 *
 * @example
 * ```ts
 * import { enqueueDeliveries, KEEP_COMPLETED_SECONDS } from '@designhooks/queue';
 * declare const queue: import('bullmq').Queue;
 * enqueueDeliveries(queue, { keepCompletedSeconds: 2 * KEEP_COMPLETED_SECONDS });
 * ```
 */
export const KEEP_COMPLETED_SECONDS = 24 * 60 * 60;

/**
 * How long a job that failed every attempt is kept for inspection: 7 days.
 *
 * @example
 * ```ts
 * import { KEEP_FAILED_SECONDS } from '@designhooks/queue';
 * KEEP_FAILED_SECONDS / 86_400; // 7
 * ```
 */
export const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;

/**
 * Default TTL of the dedupe store's digests and of `commitOnce`'s done-markers: 7 days, longer
 * than completed jobs are kept, so a redelivered job never repeats its side effects.
 *
 * @example
 * ```ts
 * import { redisDedupeStore, MARKER_TTL_SECONDS } from '@designhooks/queue';
 * declare const redis: import('ioredis').Redis;
 * redisDedupeStore(redis, { ttlSeconds: MARKER_TTL_SECONDS });
 * ```
 */
export const MARKER_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Worker lock and stalled-check defaults, in milliseconds. A worker renews its job's lock every
 * `lockDuration / 2`; another worker's stalled check (every `stalledInterval`) moves a job whose
 * lock expired back to the queue. A killed worker's job is therefore running again elsewhere
 * within `lockDuration + stalledInterval` (≤ 60 s with these defaults, under the 2-minute bound).
 *
 * @example
 * ```ts
 * import { WORKER_TIMINGS } from '@designhooks/queue';
 * WORKER_TIMINGS.lockDurationMs + WORKER_TIMINGS.stalledIntervalMs; // 60000
 * ```
 */
export const WORKER_TIMINGS = Object.freeze({
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  /** A job may stall (its worker die) this often before it fails for good. */
  maxStalledCount: 2,
});

/**
 * Default attempts and backoff of a delivery job: 5 attempts, exponential from 1 s
 * (1, 2, 4, 8 s between them).
 *
 * @example
 * ```ts
 * import { DEFAULT_RETRY } from '@designhooks/queue';
 * DEFAULT_RETRY.attempts; // 5
 * ```
 */
export const DEFAULT_RETRY = Object.freeze({
  attempts: 5,
  backoff: Object.freeze({ type: 'exponential' as const, delay: 1_000 }),
});

/**
 * Default bound of `enqueueDeliveries` on the body bytes of deliveries waiting for Redis at once:
 * 32 MiB (six deliveries at the 5 MiB body limit). One delivery is always taken, whatever its size.
 *
 * @example
 * ```ts
 * import { enqueueDeliveries, MAX_BYTES_IN_FLIGHT } from '@designhooks/queue';
 * declare const queue: import('bullmq').Queue;
 * enqueueDeliveries(queue, { maxBytesInFlight: 2 * MAX_BYTES_IN_FLIGHT });
 * ```
 */
export const MAX_BYTES_IN_FLIGHT = 32 * 1024 * 1024;
