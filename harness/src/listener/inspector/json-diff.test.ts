import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain browser module of the inspector page, without type declarations
import { diffHeaders, diffJson, diffRaw, MAX_DIFF_ENTRIES } from './json-diff.js';

describe('the inspector diff (json-diff.js)', () => {
  it('lists added, removed and changed paths as JSON pointers with both values', () => {
    const left = {
      event: 'project.updated',
      data: { object: { name: 'A', 'a/b': 1, tags: ['x', 'y'] } },
    };
    const right = {
      event: 'project.updated',
      data: { object: { name: 'B', tags: ['x'], color: '#fff' } },
    };
    expect(diffJson(left, right)).toEqual({
      truncated: false,
      changes: [
        { path: '/data/object/name', kind: 'changed', left: 'A', right: 'B' },
        { path: '/data/object/a~1b', kind: 'removed', left: 1, right: undefined },
        { path: '/data/object/tags/1', kind: 'removed', left: 'y', right: undefined },
        { path: '/data/object/color', kind: 'added', left: undefined, right: '#fff' },
      ],
    });
    expect(diffJson({ a: [1] }, { a: { 0: 1 } }).changes).toEqual([
      { path: '/a', kind: 'changed', left: [1], right: { 0: 1 } },
    ]);
    expect(diffJson({ a: null }, { a: null }).changes).toEqual([]);
  });

  it('survives a 5,000-deep value and stops at the entry cap', () => {
    const deep = (n: number, leaf: unknown) => {
      let value: unknown = leaf;
      for (let i = 0; i < n; i++) value = [value];
      return value;
    };
    const { changes } = diffJson(deep(5000, 1), deep(5000, 2));
    expect(changes).toHaveLength(1);
    expect(changes[0].path).toBe('/0'.repeat(5000));
    const many = (v: number) =>
      Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, v]));
    expect(diffJson(many(1), many(2))).toMatchObject({ truncated: true });
    expect(diffJson(many(1), many(2)).changes).toHaveLength(MAX_DIFF_ENTRIES);
  });

  it('compares headers by name, case-insensitively', () => {
    expect(
      diffHeaders(
        [
          ['Content-Type', 'application/json'],
          ['Abstract-Webhooks-Signature', 'aa'],
          ['X-Old', '1'],
        ],
        [
          ['content-type', 'application/json'],
          ['Abstract-Webhooks-Signature', 'bb'],
          ['X-New', '2'],
        ],
      ),
    ).toEqual([
      { name: 'Abstract-Webhooks-Signature', kind: 'changed', left: 'aa', right: 'bb' },
      { name: 'X-Old', kind: 'removed', left: '1', right: undefined },
      { name: 'X-New', kind: 'added', left: undefined, right: '2' },
    ]);
  });

  it('finds where raw bytes differ', () => {
    expect(diffRaw('{"a":"é1"}', '{"a":"é22"}')).toMatchObject({
      same: false,
      offset: 8, // bytes: "é" is two
      left: '1',
      right: '22',
      after: '"}',
    });
    expect(diffRaw('x', 'x')).toEqual({ same: true, offset: 1 });
  });
});
