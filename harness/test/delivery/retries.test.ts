import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';

let receiver: TestReceiver;
const stateDir = tempDir();

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.requests.length = 0;
});

async function send(...extra: string[]) {
  const result = await runCli(
    ['send', 'project.updated', '--url', receiver.url, '--ca', receiver.caFile, '--json', ...extra],
    { stateDir },
  );
  return { ...result, json: JSON.parse(result.stdout || '{}') };
}

async function records(groupOf: string) {
  const listed = await runCli(['deliveries', 'list', '--json', '--limit', '1000'], { stateDir });
  return (
    JSON.parse(listed.stdout) as {
      id: string;
      groupId: string;
      attempt: number;
      verdict: string;
      retryDelayMs: number | null;
      reason: string;
      error: { kind: string } | null;
      response: { status: number } | null;
    }[]
  ).filter((record) => record.groupId === groupOf);
}

const gaps = (): number[] =>
  receiver.requests.slice(1).map((request, i) => request.at - (receiver.requests[i]?.at ?? 0));

describe('retry policy against a real HTTPS receiver', () => {
  it('retries 500 with exponential backoff and records every attempt, then fails (exit 1)', async () => {
    receiver.behave(() => ({ kind: 'respond', status: 500, body: 'boom' }));
    const { code, json } = await send('--retries', '2', '--backoff', '100');
    expect(code).toBe(1);
    expect(receiver.requests).toHaveLength(3);
    expect(json.attempts.map((a: { status: number }) => a.status)).toEqual([500, 500, 500]);
    const [first, second] = json.attempts.map((a: { retryDelayMs: number }) => a.retryDelayMs);
    expect(first).toBeGreaterThanOrEqual(80); // 100 ms ±20%
    expect(first).toBeLessThanOrEqual(120);
    expect(second).toBeGreaterThanOrEqual(160); // 200 ms ±20%
    expect(second).toBeLessThanOrEqual(240);
    const [gap1 = 0, gap2 = 0] = gaps();
    expect(gap1).toBeGreaterThanOrEqual(first - 5);
    expect(gap2).toBeGreaterThanOrEqual(second - 5);
    const recorded = await records(json.attempts[0].id);
    expect(recorded.map((r) => [r.attempt, r.verdict])).toEqual([
      [1, 'retry'],
      [2, 'retry'],
      [3, 'failed'],
    ]);
    expect(recorded[2]?.reason).toBe('status 500 is retried, but retries are exhausted');
    expect(recorded[0]?.response?.status).toBe(500);
  });

  it('honours Retry-After on 503 and succeeds on the next attempt', async () => {
    receiver.behave((index) =>
      index === 0
        ? { kind: 'respond', status: 503, headers: { 'retry-after': '1' }, body: 'busy' }
        : { kind: 'sdk' },
    );
    const { code, json } = await send('--retries', '3', '--backoff', '10');
    expect(code).toBe(0);
    expect(json.attempts.map((a: { status: number }) => a.status)).toEqual([503, 200]);
    expect(json.attempts[0].retryDelayMs).toBe(1000);
    expect(json.attempts[0].reason).toBe('status 503 is retried after Retry-After');
    expect(gaps()[0]).toBeGreaterThanOrEqual(990);
  });

  it('honours Retry-After on 429', async () => {
    receiver.behave((index) =>
      index === 0
        ? { kind: 'respond', status: 429, headers: { 'retry-after': '0' } }
        : { kind: 'sdk' },
    );
    const { code, json } = await send('--retries', '1', '--backoff', '5000');
    expect(code).toBe(0);
    expect(json.attempts[0].retryDelayMs).toBe(0);
  });

  it('stops at once on 410 and on other 4xx', async () => {
    receiver.behave(() => ({ kind: 'respond', status: 410, body: 'gone' }));
    const gone = await send('--retries', '3', '--backoff', '10');
    expect(gone.code).toBe(1);
    expect(receiver.requests).toHaveLength(1);
    expect(gone.json.attempts[0]).toMatchObject({
      status: 410,
      verdict: 'failed',
      reason: 'status 410 stops',
      responseBody: 'gone',
    });
    receiver.behave(() => ({ kind: 'respond', status: 400 }));
    const bad = await send('--retries', '3', '--backoff', '10');
    expect(bad.json.attempts).toHaveLength(1);
  });

  it('times out a receiver that never answers, records the timeout and retries', async () => {
    receiver.behave(() => ({ kind: 'hang' }));
    const { code, json, stderr } = await send(
      '--timeout',
      '300',
      '--retries',
      '1',
      '--backoff',
      '10',
    );
    expect(code).toBe(1);
    expect(receiver.requests).toHaveLength(2);
    for (const attempt of json.attempts) {
      expect(attempt.error).toEqual({
        kind: 'timeout',
        message: 'no complete response within 300 ms',
      });
      expect(attempt.durationMs).toBeGreaterThanOrEqual(295);
    }
    expect(stderr).toBe('');
    const recorded = await records(json.attempts[0].id);
    expect(recorded.map((r) => r.error?.kind)).toEqual(['timeout', 'timeout']);
  });

  it('says when an answer came but its body never ended, and retries it as a timeout', async () => {
    receiver.behave(() => ({ kind: 'hang-after-status', status: 200 }));
    const { code, json } = await send('--timeout', '300', '--retries', '0');
    expect(code).toBe(1);
    expect(json.attempts[0].error).toEqual({
      kind: 'timeout',
      message: "answered 200, but the answer's body did not end within 300 ms",
    });
  });

  it('retries when the receiver closes the socket, then succeeds', async () => {
    receiver.behave((index) => (index === 0 ? { kind: 'destroy' } : { kind: 'sdk' }));
    const { code, json } = await send('--retries', '2', '--backoff', '10');
    expect(code).toBe(0);
    expect(json.attempts[0].error.kind).toBe('reset');
    expect(json.attempts[0].verdict).toBe('retry');
    expect(json.attempts[1]).toMatchObject({ status: 200, verdict: 'succeeded' });
  });

  it('sends once with --retries 0', async () => {
    receiver.behave(() => ({ kind: 'respond', status: 502 }));
    const { code, json } = await send('--retries', '0');
    expect(code).toBe(1);
    expect(receiver.requests).toHaveLength(1);
    expect(json.attempts[0].reason).toBe('status 502 is retried, but retries are exhausted');
  });

  it('records gzip response bodies decoded and cuts long bodies at 64 KiB', async () => {
    receiver.behave((index) =>
      index === 0
        ? {
            kind: 'respond',
            status: 200,
            headers: { 'content-encoding': 'gzip' },
            body: gzipSync('thanks, compressed') as unknown as string,
          }
        : { kind: 'respond', status: 200, body: 'x'.repeat(100_000) },
    );
    const zipped = await send('--retries', '0');
    expect(zipped.json.attempts[0].responseBody).toBe('thanks, compressed');
    const long = await send('--retries', '0');
    const shown = JSON.parse(
      (await runCli(['deliveries', 'show', long.json.attempts[0].id, '--json'], { stateDir }))
        .stdout,
    );
    expect(shown.response.body).toHaveLength(65_536);
    expect(shown.response.bodyTruncated).toBe(true);
  });
});
