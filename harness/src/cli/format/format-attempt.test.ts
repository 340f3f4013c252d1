import { describe, expect, it } from 'vitest';
import { formatAttempt } from './format-attempt.ts';

describe('formatAttempt', () => {
  it("says where a redirect points (a sign-in page), not its body's 'Found'", () => {
    const report = (status: number, headers: Record<string, string>, body: string) => ({
      attempt: 1,
      durationMs: 3.2,
      error: null,
      decision: { verdict: 'failed' as const, delayMs: null, reason: `status ${status} stops` },
      response: { status, headers, body, bodyTruncated: false },
    });
    expect(formatAttempt(report(302, { location: '/accounts/login/?next=/webhooks' }, ''))).toBe(
      '  attempt 1: 302 in 3.2 ms (status 302 stops) | redirects to /accounts/login/?next=/webhooks',
    );
    expect(formatAttempt(report(401, {}, '{"error":"bad signature"}'))).toBe(
      '  attempt 1: 401 in 3.2 ms (status 401 stops) | {"error":"bad signature"}',
    );
  });
});
