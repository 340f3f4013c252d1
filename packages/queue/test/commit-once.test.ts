import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitOnce } from '../src/commit-once.ts';
import { RedisTimeoutError } from '../src/errors.ts';
import { sendRedisCommand } from '../src/send-redis-command.ts';
import { clientLibraries, type TestClient } from './redis-clients.ts';
import { startRedis, type TestRedis } from '@designhooks/test-support';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.close();
});

describe.each(clientLibraries)('commitOnce with $name', (library) => {
  let connection: TestClient;
  const send = (...args: string[]) => sendRedisCommand(connection.client, args);
  beforeAll(async () => {
    connection = await library.connect(redis.url);
  });
  afterAll(() => connection?.close());

  it('applies the commands and the marker once; a second run of the job changes nothing', async () => {
    const k = `${library.name}:once`;
    const commands = [
      ['INCR', `${k}:count`],
      ['RPUSH', `${k}:list`, 'project.created'],
    ] as const;
    expect(await commitOnce(connection.client, 'job-1', commands, { prefix: `${k}:done:` })).toBe(
      true,
    );
    expect(await commitOnce(connection.client, 'job-1', commands, { prefix: `${k}:done:` })).toBe(
      false,
    );
    expect(await send('GET', `${k}:count`)).toBe('1');
    expect(await send('LRANGE', `${k}:list`, '0', '-1')).toEqual(['project.created']);
    const ttl = Number(await send('TTL', `${k}:done:job-1`));
    expect(ttl).toBeGreaterThan(6 * 86_400);
  });

  it('lets one of many concurrent runs of a job commit', async () => {
    const k = `${library.name}:race`;
    const runs = Array.from({ length: 40 }, () =>
      commitOnce(connection.client, 'job-r', [['INCR', `${k}:n`]], { prefix: `${k}:` }),
    );
    expect((await Promise.all(runs)).filter(Boolean)).toHaveLength(1);
    expect(await send('GET', `${k}:n`)).toBe('1');
  });

  it('keeps separate markers per scope, so two handlers of one job each commit once', async () => {
    const k = `${library.name}:scope`;
    expect(
      await commitOnce(connection.client, 'job-s', [['INCR', `${k}:a`]], {
        prefix: `${k}:`,
        scope: 'a',
      }),
    ).toBe(true);
    expect(
      await commitOnce(connection.client, 'job-s', [['INCR', `${k}:b`]], {
        prefix: `${k}:`,
        scope: 'b',
      }),
    ).toBe(true);
    expect(
      await commitOnce(connection.client, 'job-s', [['INCR', `${k}:b`]], {
        prefix: `${k}:`,
        scope: 'b',
      }),
    ).toBe(false);
    expect([await send('GET', `${k}:a`), await send('GET', `${k}:b`)]).toEqual(['1', '1']);
  });

  it('sets no marker when a command fails, so the retry runs it again', async () => {
    const k = `${library.name}:fail`;
    await send('SET', `${k}:str`, 'x');
    await expect(
      commitOnce(connection.client, 'job-f', [['RPUSH', `${k}:str`, 'y']], { prefix: `${k}:` }),
    ).rejects.toThrow(/WRONGTYPE/);
    expect(await send('EXISTS', `${k}:job-f`)).toBe(0);
    await send('DEL', `${k}:str`);
    expect(
      await commitOnce(connection.client, 'job-f', [['RPUSH', `${k}:str`, 'y']], {
        prefix: `${k}:`,
      }),
    ).toBe(true);
  });

  it('rejects a bad job id, TTL or command shape before sending anything', async () => {
    await expect(commitOnce(connection.client, '', [['INCR', 'x']])).rejects.toThrow(/jobId/);
    await expect(
      commitOnce(connection.client, 'j', [['INCR', 'x']], { ttlSeconds: 1.5 }),
    ).rejects.toThrow(/ttlSeconds/);
    await expect(commitOnce(connection.client, 'j', [[] as unknown as ['INCR']])).rejects.toThrow(
      /non-empty array/,
    );
  });
});

it('fails within its bound when Redis hangs, so BullMQ retries the job later', async () => {
  const own = await startRedis();
  const connection = await clientLibraries[0]!.connect(own.url);
  try {
    own.process.kill('SIGSTOP');
    const started = Date.now();
    await expect(
      commitOnce(connection.client, 'job-t', [['INCR', 'n']], { timeoutMs: 300 }),
    ).rejects.toBeInstanceOf(RedisTimeoutError);
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    own.process.kill('SIGCONT');
    await connection.close();
    await own.close();
  }
});
