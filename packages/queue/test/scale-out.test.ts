// The example (docs/examples/queue-receiver) as it runs in production: receiver and worker
// processes started with `npm run`, sharing one real redis-server, deliveries over HTTP.
import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleDir, startExample, type ExampleProcess } from './example-processes.ts';
import { post, type Answer } from './http.ts';
import {
  distinctDeliveries,
  inPool,
  withRepeats,
  type TestDelivery,
  startRedis,
  type TestRedis,
} from '@designhooks/test-support';

const SECRET = 'whsec_scale_out';
const QUEUE = 'designhooks-deliveries';
const HANDLED = 'designhooks:example:handled:';
const ORDER = 'designhooks:example:order';

let cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  cleanup = [];
});

async function redisFor(args: string[] = []): Promise<{ server: TestRedis; client: Redis }> {
  const server = await startRedis({ args });
  const client = new Redis(server.url, { maxRetriesPerRequest: 1, retryStrategy: () => 200 });
  client.on('error', () => {});
  cleanup.push(
    () => server.close(),
    async () => client.disconnect(),
  );
  return { server, client };
}

async function start(
  kind: 'receiver' | 'worker',
  count: number,
  env: Record<string, string>,
): Promise<ExampleProcess[]> {
  const started = await Promise.all(
    Array.from({ length: count }, () =>
      startExample(kind, { SIGNING_KEY: SECRET, PORT: '0', ...env }),
    ),
  );
  cleanup.push(() => Promise.all(started.map((p) => p.stop())));
  return started;
}

/** Sends each delivery to the receivers round-robin, `concurrency` at a time. */
function sendAll(
  deliveries: TestDelivery[],
  receivers: ExampleProcess[],
  concurrency = 8,
): Promise<Answer[]> {
  return inPool(deliveries, concurrency, (delivery, i) =>
    post(receivers[i % receivers.length]!.url, delivery.body, SECRET),
  );
}

/** Waits (bounded) until the queue has nothing left to run, then reads every handled counter. */
async function handledCounts(
  client: Redis,
  deliveries: TestDelivery[],
  timeoutMs: number,
): Promise<Map<string, number>> {
  const distinct = [...new Set(deliveries.map((d) => d.digest))];
  await expect
    .poll(
      async () =>
        (await client.llen(ORDER)) >= distinct.length && (await pendingJobs(client)) === 0,
      { timeout: timeoutMs, interval: 500 },
    )
    .toBe(true);
  const counts = new Map<string, number>();
  for (let i = 0; i < distinct.length; i += 500) {
    const chunk = distinct.slice(i, i + 500);
    const values = await client.mget(chunk.map((digest) => HANDLED + digest));
    chunk.forEach((digest, j) => counts.set(digest, Number(values[j] ?? 0)));
  }
  return counts;
}

async function pendingJobs(client: Redis): Promise<number> {
  const [waiting, active, delayed] = await Promise.all([
    client.llen(`bull:${QUEUE}:wait`),
    client.llen(`bull:${QUEUE}:active`),
    client.zcard(`bull:${QUEUE}:delayed`),
  ]);
  return waiting + active + delayed;
}

function expectEachOnce(counts: Map<string, number>, deliveries: TestDelivery[]): void {
  const wrong = [...counts].filter(([, n]) => n !== 1);
  expect(
    wrong.slice(0, 5),
    `${wrong.length} of ${counts.size} bodies not handled exactly once`,
  ).toEqual([]);
  expect(counts.size).toBe(new Set(deliveries.map((d) => d.digest)).size);
}

describe('queue-receiver example across processes', () => {
  it('refuses to start on a missing key or a bad number: one line, exit code 2', () => {
    const run = (script: string, env: Record<string, string>) => {
      const { SIGNING_KEY: _key, PORT: _port, CONCURRENCY: _c, ...rest } = process.env;
      const result = spawnSync('npm', ['run', '--silent', script], {
        cwd: exampleDir,
        env: { ...rest, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
      return {
        status: result.status,
        stderr: result.stderr.split('\n').filter((line) => line && !line.startsWith('npm warn')),
      };
    };
    expect(run('receiver', {})).toEqual({
      status: 2,
      stderr: [
        'SIGNING_KEY is not set: export the signing key you gave the webhook, e.g. SIGNING_KEY=... npm run receiver',
      ],
    });
    expect(run('receiver', { SIGNING_KEY: 'k', PORT: '70000' })).toEqual({
      status: 2,
      stderr: ['PORT must be a whole number from 0 to 65535, got "70000"'],
    });
    expect(run('worker', { CONCURRENCY: 'many' })).toEqual({
      status: 2,
      stderr: ['CONCURRENCY must be a whole number from 0 to 1000, got "many"'],
    });
  }, 120_000);

  it('handles each of 2,000 deliveries (20% repeated byte for byte) exactly once across 3 receivers and 2 workers', async () => {
    const { server, client } = await redisFor();
    const env = { REDIS_URL: server.url };
    const [receivers] = await Promise.all([
      start('receiver', 3, env),
      start('worker', 2, { ...env, CONCURRENCY: '4' }),
    ]);
    const distinct = distinctDeliveries(1_600);
    const deliveries = withRepeats(distinct, 4);
    expect(deliveries).toHaveLength(2_000);
    expect(new Set(distinct.map((d) => d.event)).size).toBe(10);

    const answers = await sendAll(deliveries, receivers!);
    expect(
      answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.error?.code}`),
    ).toEqual([]);

    const counts = await handledCounts(client, deliveries, 120_000);
    expectEachOnce(counts, distinct);
    const order = await client.lrange(ORDER, 0, -1);
    expect(order).toHaveLength(1_600);
    const byEvent = (events: string[]) =>
      Object.fromEntries(
        [...new Set(events)].sort().map((e) => [e, events.filter((x) => x === e).length]),
      );
    expect(byEvent(order)).toEqual(byEvent(distinct.map((d) => d.event)));
    expect(await client.zcard(`bull:${QUEUE}:failed`)).toBe(0);
  }, 300_000);

  it('runs every job exactly once when a worker is killed with SIGKILL mid-flight (stalled jobs move to the other)', async () => {
    const { server, client } = await redisFor();
    const env = { REDIS_URL: server.url };
    const [receiver] = await start('receiver', 1, env);
    const deliveries = distinctDeliveries(2_000, Date.UTC(2026, 3, 1));
    const answers = await sendAll(deliveries, [receiver!]);
    expect(answers.every((a) => a.status === 200)).toBe(true);

    // Short locks so recovery fits a test: a dead worker's jobs run again within ~4 + 2 s.
    const timings = { ...env, LOCK_DURATION_MS: '4000', STALLED_INTERVAL_MS: '2000' };
    // The doomed worker runs alone, one job at a time (it fetches the next as it finishes one), so
    // jobs are left when it dies and the one it holds stays active: nobody else can take it until
    // the survivor, started after the kill, finds it stalled. (Two workers started together could
    // finish all the jobs between two polls of a loaded test process, leaving nothing to recover.)
    const [doomed] = await start('worker', 1, { ...timings, CONCURRENCY: '1' });
    await expect
      .poll(() => client.llen(ORDER), { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(100);
    doomed!.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the group is gone
    const handledAtKill = await client.llen(ORDER);
    const activeAtKill = await client.llen(`bull:${QUEUE}:active`);
    expect(handledAtKill, 'jobs were left when the worker died').toBeLessThan(deliveries.length);
    const [survivor] = await start('worker', 1, { ...timings, CONCURRENCY: '4' });

    const counts = await handledCounts(client, deliveries, 120_000);
    expectEachOnce(counts, deliveries);
    const stalled = (await client.xrange(`bull:${QUEUE}:events`, '-', '+')).filter(
      ([, fields]) => fields[1] === 'stalled',
    ).length;
    expect(activeAtKill).toBeGreaterThan(0);
    expect(stalled, 'jobs the killed worker held were recovered as stalled').toBeGreaterThan(0);
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    expect(survivor!.output()).toMatch(/worker ready/);
  }, 300_000);

  it('answers 503 (never 200) while Redis hangs or is down, then accepts the retries and handles each once', async () => {
    // Persistence on, as in production: Redis comes back with what it had acknowledged.
    const { server, client } = await redisFor(['--appendonly', 'yes', '--appendfsync', 'always']);
    const env = { REDIS_URL: server.url };
    const [receivers] = await Promise.all([start('receiver', 2, env), start('worker', 1, env)]);
    const before = distinctDeliveries(40, Date.UTC(2026, 4, 1));
    expect((await sendAll(before, receivers!)).every((a) => a.status === 200)).toBe(true);
    await handledCounts(client, before, 60_000);

    const duringHang = distinctDeliveries(6, Date.UTC(2026, 5, 1));
    server.process.kill('SIGSTOP');
    const hung = await sendAll(duringHang, receivers!, 6);
    server.process.kill('SIGCONT');
    for (const answer of hung) {
      expect([answer.status, answer.body.error?.code]).toEqual([503, 'queue_unavailable']);
      expect(answer.ms).toBeLessThan(4_000); // the 2 s bound, plus slack for a loaded 2-core machine
    }

    const duringOutage = distinctDeliveries(30, Date.UTC(2026, 6, 1));
    await server.stop();
    const down = await sendAll(duringOutage, receivers!, 6);
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(3_500);
    }
    await server.restart();

    // The platform retries: a few more 503s while the clients reconnect are fine.
    const retried = [...duringHang, ...duringOutage];
    const statuses = await inPool(retried, 4, async (delivery, i) => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const answer = await post(receivers![i % 2]!.url, delivery.body, SECRET);
        if (answer.status === 200 || Date.now() > deadline) return answer.status;
        expect(answer.status).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    expect(statuses.every((s) => s === 200)).toBe(true);

    const all = [...before, ...retried];
    expectEachOnce(await handledCounts(client, all, 90_000), all);
  }, 300_000);
});
