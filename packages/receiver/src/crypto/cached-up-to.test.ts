import { describe, expect, it, vi } from 'vitest';
import { cachedUpTo } from './cached-up-to.ts';

describe('cachedUpTo', () => {
  it('makes a value once per key and returns it after', () => {
    const cache = new Map<string, object>();
    const make = vi.fn(() => ({}));
    const first = cachedUpTo(cache, 3, 'a', make);
    expect(cachedUpTo(cache, 3, 'a', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledWith('a');
  });

  it('keeps a value that is falsy', () => {
    const cache = new Map<string, number>();
    const make = vi.fn(() => 0);
    expect(cachedUpTo(cache, 3, 'a', make)).toBe(0);
    expect(cachedUpTo(cache, 3, 'a', make)).toBe(0);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined', () => {
    const cache = new Map<string, undefined>();
    const make = vi.fn(() => undefined);
    cachedUpTo(cache, 3, 'a', make);
    cachedUpTo(cache, 3, 'a', make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps at most max keys: one more empties the cache, then holds the new one', () => {
    const cache = new Map<string, string>();
    const make = vi.fn((key: string) => key.toUpperCase());
    for (const key of ['a', 'b', 'c']) cachedUpTo(cache, 3, key, make);
    expect([...cache.keys()]).toEqual(['a', 'b', 'c']);
    expect(cachedUpTo(cache, 3, 'd', make)).toBe('D');
    expect([...cache.entries()]).toEqual([['d', 'D']]);
    cachedUpTo(cache, 3, 'a', make);
    expect(make).toHaveBeenCalledTimes(5);
  });
});
