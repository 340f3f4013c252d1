/**
 * An ioredis client (`new Redis(url)`, or a Cluster): it has `call(command, ...args)`.
 *
 * @example
 * ```ts
 * import type { IoRedisLike } from '@designhooks/queue';
 * import { Redis } from 'ioredis';
 * const client: IoRedisLike = new Redis('redis://127.0.0.1:6379');
 * ```
 */
export interface IoRedisLike {
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
}

/**
 * A node-redis client (`createClient({ url })` from `redis`, connected): it has
 * `sendCommand(args)`.
 *
 * @example
 * ```ts
 * import type { NodeRedisLike } from '@designhooks/queue';
 * import { createClient } from 'redis';
 * const client: NodeRedisLike = await createClient({ url: 'redis://127.0.0.1:6379' }).connect();
 * ```
 */
export interface NodeRedisLike {
  sendCommand(args: string[]): Promise<unknown>;
}

/**
 * Either Redis client the package accepts.
 *
 * @example
 * ```ts
 * import type { RedisClientLike } from '@designhooks/queue';
 * import { createClient } from 'redis';
 * const client: RedisClientLike = await createClient().connect();
 * ```
 */
export type RedisClientLike = IoRedisLike | NodeRedisLike;

/**
 * Sends one raw command with either client. Why raw: the two clients' typed helpers differ
 * (`set(k, v, 'NX', 'EX', 1)` vs `set(k, v, { NX: true, EX: 1 })`), their raw calls do not.
 * ioredis also has a `sendCommand`, taking a Command object, so `call` is checked first.
 *
 * @example
 * ```ts
 * import { sendRedisCommand } from './send-redis-command.ts'; // internal
 * declare const client: import('ioredis').Redis;
 * await sendRedisCommand(client, ['SET', 'k', '1', 'NX', 'EX', '60']); // 'OK' or null
 * ```
 */
export function sendRedisCommand(client: RedisClientLike, args: string[]): Promise<unknown> {
  if (typeof (client as IoRedisLike).call === 'function') {
    const [command, ...rest] = args;
    return (client as IoRedisLike).call(command!, ...rest);
  }
  if (typeof (client as NodeRedisLike).sendCommand === 'function')
    return (client as NodeRedisLike).sendCommand(args);
  return Promise.reject(
    new TypeError(
      'expected an ioredis client (with call) or a node-redis client (with sendCommand)',
    ),
  );
}
