import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parse-retry-after.ts';

describe('parseRetryAfter', () => {
  it('reads seconds, HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('0')).toBe(0);
    expect(parseRetryAfter(' 12 ')).toBe(12_000);
    const now = Date.parse('Wed, 21 Oct 2015 07:27:58 GMT');
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', now)).toBe(2000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('-1')).toBeUndefined();
    expect(parseRetryAfter('later')).toBeUndefined();
  });
});
