import { withTimeout } from '@designhooks/receiver';
import { ENQUEUE_TIMEOUT_MS, MARKER_TTL_SECONDS } from './constants.ts';
import { RedisTimeoutError } from './errors.ts';
import { sendRedisCommand, type RedisClientLike } from './send-redis-command.ts';

/** One Redis command as its words, e.g. `['INCR', 'orders:count']`. */
export type RedisCommand = readonly [command: string, ...args: (string | number)[]];

/** Options of `commitOnce`. */
export interface CommitOnceOptions {
  /** Done-marker key prefix; the job id follows it. Default `designhooks:done:`. */
  prefix?: string;
  /** Tells apart several handlers of one job, each committing once: the marker is `<prefix><jobId>:<scope>`. */
  scope?: string;
  /** How long the done-marker lives, in seconds. Default 7 days: longer than jobs are kept. */
  ttlSeconds?: number;
  /** Fail (so the job is retried) when Redis has not answered within this. Default 2000 ms. */
  timeoutMs?: number;
}

// The marker is checked first and set last, in one script: Redis runs a script alone, so no
// other client sees the commands without the marker, and a crash never splits them (the AOF
// and replicas get the script's effects as one MULTI/EXEC).
const SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local i = 3
while i <= #ARGV do
  local n = tonumber(ARGV[i])
  redis.call(unpack(ARGV, i + 1, i + n))
  i = i + n + 1
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

/**
 * Runs a job's Redis side effects exactly once: `commands` and a done-marker keyed on the job id
 * go to Redis in one Lua script, which skips everything when the marker exists. Resolves true
 * when the commands ran now, false when an earlier attempt (a retry, a stalled job run again on
 * another worker) already committed them. BullMQ delivers a job at least once; this makes the
 * effect happen once. Takes an ioredis or a node-redis client.
 *
 * Limits: every key must live on one Redis (or one cluster slot: use a `{hash tag}`); a command
 * that fails inside the script (say, a WRONGTYPE) leaves the commands before it applied and the
 * marker unset, as Redis has no rollback.
 *
 * @example
 * ```ts
 * import { commitOnce, createDeliveryWorker, deliveryHandlers } from '@designhooks/queue';
 * import { Redis } from 'ioredis';
 * const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
 * const handlers = deliveryHandlers().on('comment.created', async (delivery, job) => {
 *   await commitOnce(redis, job.jobId, [
 *     ['INCR', 'comments:created'],
 *     ['RPUSH', 'comment-log', delivery.data.object.id],
 *   ]);
 * });
 * createDeliveryWorker('deliveries', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', handlers);
 * ```
 */
export async function commitOnce(
  client: RedisClientLike,
  jobId: string,
  commands: readonly RedisCommand[],
  options: CommitOnceOptions = {},
): Promise<boolean> {
  const {
    prefix = 'designhooks:done:',
    scope,
    ttlSeconds = MARKER_TTL_SECONDS,
    timeoutMs = ENQUEUE_TIMEOUT_MS,
  } = options;
  if (typeof jobId !== 'string' || jobId === '')
    throw new TypeError('jobId must be a non-empty string');
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0)
    throw new TypeError('ttlSeconds must be a positive whole number');
  const marker = `${prefix}${jobId}${scope === undefined ? '' : `:${scope}`}`;
  const args = ['1', String(ttlSeconds)];
  for (const command of commands) {
    if (!Array.isArray(command) || command.length === 0)
      throw new TypeError('each command must be a non-empty array of words');
    args.push(String(command.length), ...command.map(String));
  }
  const sent = sendRedisCommand(client, ['EVAL', SCRIPT, '1', marker, ...args]);
  return (await withTimeout(sent, timeoutMs, () => new RedisTimeoutError('EVAL', timeoutMs))) === 1;
}
