import { withTimeout, type DedupeStore } from '@designhooks/receiver';
import { ENQUEUE_TIMEOUT_MS, MARKER_TTL_SECONDS } from './constants.ts';
import { RedisTimeoutError } from './errors.ts';
import { sendRedisCommand, type RedisClientLike } from './send-redis-command.ts';

/** Options of `redisDedupeStore`. */
export interface RedisDedupeStoreOptions {
  /** How long a digest is remembered, in seconds. Default 7 days (`MARKER_TTL_SECONDS`). */
  ttlSeconds?: number;
  /** Key prefix; the digest follows it. Default `designhooks:dedupe:`. */
  prefix?: string;
  /** A command slower than this fails (the receiver answers 5xx). Default 2000 ms. */
  timeoutMs?: number;
}

/**
 * The receiver's `DedupeStore` on Redis, shared by every receiver process: `add` is
 * `SET <prefix><digest> 1 NX EX <ttl>` (true when it was absent), `delete` is `DEL`. Takes an
 * ioredis or a node-redis client. Each command is bounded by `timeoutMs`, so a Redis that hangs
 * fails the delivery (the platform retries) instead of holding the request open.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * import { redisDedupeStore } from '@designhooks/queue';
 * import { Redis } from 'ioredis';
 * const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
 * const receiver = createReceiver({ secret: process.env.SIGNING_KEY, dedupe: redisDedupeStore(redis, { ttlSeconds: 86_400 }) });
 * ```
 */
export function redisDedupeStore(
  client: RedisClientLike,
  options: RedisDedupeStoreOptions = {},
): DedupeStore {
  const {
    ttlSeconds = MARKER_TTL_SECONDS,
    prefix = 'designhooks:dedupe:',
    timeoutMs = ENQUEUE_TIMEOUT_MS,
  } = options;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0)
    throw new TypeError('ttlSeconds must be a positive whole number');
  if (!(timeoutMs > 0)) throw new TypeError('timeoutMs must be a positive number');
  const send = (args: string[]) =>
    withTimeout(
      sendRedisCommand(client, args),
      timeoutMs,
      () => new RedisTimeoutError(args[0]!, timeoutMs),
    );
  return {
    async add(digest) {
      return (await send(['SET', prefix + digest, '1', 'NX', 'EX', String(ttlSeconds)])) === 'OK';
    },
    async delete(digest) {
      await send(['DEL', prefix + digest]);
    },
  };
}
