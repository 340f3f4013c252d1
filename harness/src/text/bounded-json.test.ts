import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedJson, jsonPreview } from './bounded-json.ts';

const deep = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('boundedJson', () => {
  it('writes what JSON.stringify writes when the value fits', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = boundedJson(value, { maxChars: 1e9, maxDepth: 1e9 });
        expect(result).toEqual({ text: JSON.stringify(value), cut: null });
      }),
    );
    expect(
      // eslint-disable-next-line no-sparse-arrays -- a hole, which JSON writes as null
      boundedJson([1, undefined, , { a: undefined, b: 2 }], { maxChars: 99, maxDepth: 9 }).text,
    ).toBe('[1,null,null,{"b":2}]');
  });

  it('walks a value 100,000 levels deep without overflowing the stack', () => {
    const value = deep(100_000);
    expect(() => JSON.stringify(value)).toThrow(RangeError);
    expect(boundedJson(value, { maxChars: 64, maxDepth: 1e9 })).toEqual({
      text: '['.repeat(64),
      cut: 'size',
    });
    expect(boundedJson(value, { maxChars: 1e9, maxDepth: 3 })).toEqual({
      text: '[[[…]]]',
      cut: 'depth',
    });
  });

  it('stops a sparse array of length 60,000,000 after maxChars', () => {
    const array: unknown[] = [];
    array[60_000_000] = 1;
    const result = boundedJson({ extra: array }, { maxChars: 1000, maxDepth: 10 });
    expect(result.cut).toBe('size');
    expect(result.text).toHaveLength(1000);
  });
});

describe('jsonPreview', () => {
  it('cuts by length and by depth, and says so', () => {
    expect(jsonPreview('x'.repeat(300), 10)).toEqual({
      text: `"${'x'.repeat(9)}…`,
      truncated: true,
    });
    expect(jsonPreview([[[[1]]]], 60, 2)).toEqual({ text: '[[…]]', truncated: true });
    expect(jsonPreview({ a: 1 }, 60)).toEqual({ text: '{"a":1}', truncated: false });
  });
});
