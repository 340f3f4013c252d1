import { describe, expect, it } from 'vitest';
import { applyOverrides } from './overrides.ts';

describe('applyOverrides', () => {
  const base = { a: { b: 1, c: [1, 2, 3], d: { e: 'x' } }, f: null as string | null };

  it('merges nested objects key by key and keeps key order', () => {
    const result = applyOverrides(base, { a: { b: 2, d: { e: 'y' } } });
    expect(result).toEqual({ a: { b: 2, c: [1, 2, 3], d: { e: 'y' } }, f: null });
    expect(Object.keys(result.a)).toEqual(['b', 'c', 'd']);
  });

  it('replaces arrays and scalars whole, including null ↔ value', () => {
    expect(applyOverrides(base, { a: { c: [9] }, f: 'now set' })).toEqual({
      a: { b: 1, c: [9], d: { e: 'x' } },
      f: 'now set',
    });
    expect(applyOverrides(base, { a: { d: null } }).a.d).toBeNull();
  });

  it('leaves a field alone when its override is undefined', () => {
    expect(applyOverrides(base, { a: { b: undefined } })).toEqual(base);
  });

  it('never mutates the base nor shares the override objects', () => {
    const snapshot = structuredClone(base);
    const override = { a: { c: [7] } };
    const result = applyOverrides(base, override);
    result.a.c.push(8);
    expect(base).toEqual(snapshot);
    expect(override.a.c).toEqual([7]);
  });
});
