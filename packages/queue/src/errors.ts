import { ReceiverError } from '@designhooks/receiver';

/**
 * 503: Redis did not confirm the job (unreachable, or slower than the bound), so the delivery
 * is not acknowledged and the platform retries it.
 *
 * @example
 * ```ts
 * import { QueueUnavailableError } from '@designhooks/queue';
 * new QueueUnavailableError('timeout', 2000).message; // 'the delivery was not queued: Redis did not confirm within 2000 ms'
 * ```
 */
export class QueueUnavailableError extends ReceiverError {
  readonly code = 'queue_unavailable' as const;
  readonly status = 503 as const;
  constructor(
    readonly reason: 'timeout' | 'unreachable',
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? `the delivery was not queued: Redis did not confirm within ${timeoutMs} ms`
        : 'the delivery was not queued: Redis is unreachable',
      options,
    );
  }
}

/**
 * 503: the receiver already holds `maxBytesInFlight` bytes of deliveries waiting for Redis, so
 * this one is not taken now; the platform retries it. Each delivery in flight costs several
 * times its body (the bytes, the text, the parsed payload, the job's JSON), so without this
 * bound 32 concurrent 5 MB deliveries held over a gigabyte.
 *
 * @example
 * ```ts
 * import { QueueBusyError } from '@designhooks/queue';
 * new QueueBusyError(64 * 1024 * 1024).status; // 503
 * ```
 */
export class QueueBusyError extends ReceiverError {
  readonly code = 'queue_busy' as const;
  readonly status = 503 as const;
  constructor(readonly maxBytesInFlight: number) {
    super(
      `the delivery was not queued: ${maxBytesInFlight} bytes of deliveries are already waiting for Redis; retry later`,
    );
  }
}

/**
 * 503: the shared dedupe store failed or did not answer in time, so the delivery could not be
 * checked for a repeat; the platform retries it. (A plain receiver answers this with 500.)
 *
 * @example
 * ```ts
 * import { DedupeStoreUnavailableError } from '@designhooks/queue';
 * new DedupeStoreUnavailableError({ cause: new Error('ECONNREFUSED') }).status; // 503
 * ```
 */
export class DedupeStoreUnavailableError extends ReceiverError {
  readonly code = 'dedupe_store_unavailable' as const;
  readonly status = 503 as const;
  constructor(options: { cause: unknown }) {
    super('the delivery was not accepted: the dedupe store is unavailable', options);
  }
}

/**
 * A Redis command did not answer within the bound given to `redisDedupeStore` or `commitOnce`.
 *
 * @example
 * ```ts
 * import { RedisTimeoutError } from '@designhooks/queue';
 * new RedisTimeoutError('SET', 2000).message; // 'Redis did not answer SET within 2000 ms'
 * ```
 */
export class RedisTimeoutError extends Error {
  readonly code = 'redis_timeout' as const;
  constructor(
    readonly command: string,
    readonly timeoutMs: number,
  ) {
    super(`Redis did not answer ${command} within ${timeoutMs} ms`);
    this.name = 'RedisTimeoutError';
  }
}
