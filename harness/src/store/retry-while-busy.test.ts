import { describe, expect, it } from 'vitest';
import { retryWhileBusy } from './retry-while-busy.ts';

const busy = (code = 'SQLITE_BUSY'): Error =>
  Object.assign(new Error('database is locked'), { code });

describe('retryWhileBusy', () => {
  it('tries again while SQLite answers busy, then returns the result', () => {
    let calls = 0;
    const result = retryWhileBusy(() => {
      calls += 1;
      if (calls < 3) throw busy(calls === 1 ? 'SQLITE_BUSY' : 'SQLITE_BUSY_RECOVERY');
      return 'opened';
    }, 1_000);
    expect(result).toBe('opened');
    expect(calls).toBe(3);
  });

  it('throws any other error at once', () => {
    let calls = 0;
    const corrupt = Object.assign(new Error('file is not a database'), { code: 'SQLITE_NOTADB' });
    expect(() =>
      retryWhileBusy(() => {
        calls += 1;
        throw corrupt;
      }, 1_000),
    ).toThrow(corrupt);
    expect(calls).toBe(1);
  });

  it('gives up with the busy error once the time is over', () => {
    let calls = 0;
    const started = Date.now();
    expect(() =>
      retryWhileBusy(() => {
        calls += 1;
        throw busy();
      }, 60),
    ).toThrow('database is locked');
    expect(calls).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
