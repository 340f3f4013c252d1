// generated, do not edit: run `npm run generate`
// From docs/going-to-production.md, code block 2.
import { createReceiver, type DedupeStore } from '@designhooks/receiver';

/** The two Redis calls the store needs; node-redis and ioredis clients both provide them. */
interface RedisLike {
  set(key: string, value: string, options: { NX: true; EX: number }): Promise<string | null>;
  del(key: string): Promise<number>;
}

function redisDedupeStore(redis: RedisLike, ttlSeconds = 86_400): DedupeStore {
  return {
    add: async (digest) => (await redis.set(`webhook:${digest}`, '1', { NX: true, EX: ttlSeconds })) === 'OK',
    delete: async (digest) => {
      await redis.del(`webhook:${digest}`);
    },
  };
}

declare const redis: RedisLike;
const receiver = createReceiver({ secret: process.env.SIGNING_KEY, dedupe: redisDedupeStore(redis) });

export {};
