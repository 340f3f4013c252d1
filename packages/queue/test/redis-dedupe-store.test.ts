import { createReceiver, sign } from '@designhooks/receiver';
import { fixture, serializeDelivery } from '@designhooks/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisTimeoutError } from '../src/errors.ts';
import { redisDedupeStore } from '../src/redis-dedupe-store.ts';
import { sendRedisCommand } from '../src/send-redis-command.ts';
import { clientLibraries, type TestClient } from './redis-clients.ts';
import { startRedis, type TestRedis, sha256 } from '@designhooks/test-support';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.close();
});

describe.each(clientLibraries)('redisDedupeStore with $name', (library) => {
  let connection: TestClient;
  beforeAll(async () => {
    connection = await library.connect(redis.url);
  });
  afterAll(() => connection?.close());

  it('adds a digest once, answers false for a repeat, and true again after delete', async () => {
    const store = redisDedupeStore(connection.client, { prefix: `t:${library.name}:a:` });
    expect(await store.add('d1')).toBe(true);
    expect(await store.add('d1')).toBe(false);
    expect(await store.add('d2')).toBe(true);
    await store.delete('d1');
    expect(await store.add('d1')).toBe(true);
  });

  it('stores under the prefix with the TTL given', async () => {
    const store = redisDedupeStore(connection.client, {
      prefix: `t:${library.name}:ttl:`,
      ttlSeconds: 120,
    });
    await store.add('abc');
    const ttl = Number(
      await sendRedisCommand(connection.client, ['TTL', `t:${library.name}:ttl:abc`]),
    );
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('lets exactly one of many concurrent adds of one digest win', async () => {
    const store = redisDedupeStore(connection.client, { prefix: `t:${library.name}:race:` });
    const results = await Promise.all(Array.from({ length: 50 }, () => store.add('same')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('makes two receivers (two processes sharing Redis) handle one body once', async () => {
    const prefix = `t:${library.name}:recv:`;
    const handled: string[] = [];
    const make = (name: string) =>
      createReceiver({
        secret: 'k',
        dedupe: redisDedupeStore(connection.client, { prefix }),
      }).onAny((d) => void handled.push(`${name}:${d.event}`));
    const [a, b] = [make('a'), make('b')];
    const body = serializeDelivery(fixture('project.created'));
    const headers = {
      'Abstract-Webhooks-Signature': sign(body, 'k'),
      'content-type': 'application/json',
    };
    const first = await a.receive({ body, headers });
    const second = await b.receive({ body, headers });
    expect([first.status, first.duplicate]).toEqual([200, undefined]);
    expect([second.status, second.duplicate]).toEqual([200, true]);
    expect(handled).toEqual(['a:project.created']);
    const digest = sha256(body);
    expect(await sendRedisCommand(connection.client, ['EXISTS', prefix + digest])).toBe(1);
  });

  it('rejects bad options with a TypeError naming them', () => {
    expect(() => redisDedupeStore(connection.client, { ttlSeconds: 0 })).toThrow(/ttlSeconds/);
    expect(() => redisDedupeStore(connection.client, { timeoutMs: -1 })).toThrow(/timeoutMs/);
  });
});

describe.each(clientLibraries)('redisDedupeStore with $name when Redis fails', (library) => {
  it('rejects within the bound when Redis hangs, and fails when it is gone', async () => {
    const own = await startRedis();
    const connection = await library.connect(own.url);
    try {
      const store = redisDedupeStore(connection.client, { timeoutMs: 300 });
      expect(await store.add('x')).toBe(true);
      own.process.kill('SIGSTOP');
      const started = Date.now();
      await expect(store.add('y')).rejects.toBeInstanceOf(RedisTimeoutError);
      expect(Date.now() - started).toBeLessThan(2_000);
      own.process.kill('SIGCONT');
      await own.stop();
      await expect(store.add('z')).rejects.toThrow();
    } finally {
      own.process.kill('SIGCONT');
      await connection.close();
      await own.close();
    }
  });
});
