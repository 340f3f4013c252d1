import { describe, expect, it } from 'vitest';
import { decideRetry } from './decide-retry.ts';
import type { AttemptOutcome } from './post-once.ts';
import { defaultRetryPolicy } from './retry-policy.ts';

const policy = { ...defaultRetryPolicy, backoffMs: 1000, retries: 3 };
const response = (status: number, headers: Record<string, string> = {}): AttemptOutcome => ({
  startedAt: new Date(),
  durationMs: 1,
  error: null,
  response: { status, headers, body: '', bodyTruncated: false },
});
const failure = (
  kind: 'timeout' | 'refused' | 'tls' | 'reset' | 'dns' | 'network',
): AttemptOutcome => ({
  startedAt: new Date(),
  durationMs: 1,
  response: null,
  error: { kind, message: kind },
});
const first = { attempt: 1, retriesLeft: 3 };

describe('decideRetry (the documented policy)', () => {
  it('2xx succeeds', () => {
    for (const status of [200, 201, 202, 204, 299])
      expect(decideRetry(response(status), first, policy).verdict).toBe('succeeded');
  });

  it('429, 5xx, timeouts and network errors retry; 410, other 4xx, 3xx and TLS stop', () => {
    for (const outcome of [
      response(429),
      response(500),
      response(503),
      failure('timeout'),
      failure('refused'),
      failure('reset'),
      failure('dns'),
    ]) {
      expect(decideRetry(outcome, first, policy).verdict).toBe('retry');
    }
    for (const outcome of [
      response(410),
      response(400),
      response(401),
      response(404),
      response(422),
      response(301),
      failure('tls'),
    ]) {
      expect(decideRetry(outcome, first, policy)).toMatchObject({
        verdict: 'failed',
        delayMs: null,
      });
    }
  });

  it('backs off exponentially from backoffMs with ±20% jitter, capped at maxDelayMs', () => {
    const delay = (attempt: number, random: number) =>
      decideRetry(response(500), { attempt, retriesLeft: 1 }, policy, () => random).delayMs;
    expect([1, 2, 3, 4].map((attempt) => delay(attempt, 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(delay(1, 0)).toBe(800);
    expect(delay(1, 1)).toBe(1200);
    expect(delay(20, 0.5)).toBe(60_000);
  });

  it('honours Retry-After (seconds or date) on 429 and 5xx, capped at maxDelayMs', () => {
    expect(decideRetry(response(429, { 'retry-after': '7' }), first, policy)).toMatchObject({
      verdict: 'retry',
      delayMs: 7000,
    });
    expect(decideRetry(response(503, { 'retry-after': '3600' }), first, policy).delayMs).toBe(
      60_000,
    );
    expect(
      decideRetry(response(503, { 'retry-after': 'soon' }), first, policy, () => 0.5).delayMs,
    ).toBe(1000);
  });

  it('fails when no retries are left, saying why', () => {
    expect(decideRetry(response(500), { attempt: 4, retriesLeft: 0 }, policy)).toEqual({
      verdict: 'failed',
      delayMs: null,
      reason: 'status 500 is retried, but retries are exhausted',
    });
  });
});
