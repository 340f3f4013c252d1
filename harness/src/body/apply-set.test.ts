import { describe, expect, it } from 'vitest';
import { InvalidSetError } from '../errors.ts';
import { applySet } from './apply-set.ts';

const body = () => ({
  createdAt: 'x',
  event: 'commits.created',
  data: { object: { name: 'A', commits: [{ title: 't' }] } },
});

describe('applySet', () => {
  it('sets JSON values when they parse, strings otherwise', () => {
    const b = body();
    applySet(b, 'data.object.name=Renamed');
    applySet(b, 'data.object.isNew=true');
    applySet(b, 'data.object.count=3');
    applySet(b, 'data.object.about=null');
    applySet(b, 'data.object.quoted="42"');
    applySet(b, 'data.object.obj={"a":[1,2]}');
    applySet(b, 'data.object.eq=a=b');
    expect(b.data.object).toMatchObject({
      name: 'Renamed',
      isNew: true,
      count: 3,
      about: null,
      quoted: '42',
      obj: { a: [1, 2] },
      eq: 'a=b',
    });
  });

  it('creates missing objects and indexes arrays numerically', () => {
    const b = body() as Record<string, any>;
    applySet(b, 'data.changes.status=["wip","merged"]');
    applySet(b, 'data.object.commits.0.title=New title');
    expect(b.data.changes).toEqual({ status: ['wip', 'merged'] });
    expect(b.data.object.commits[0].title).toBe('New title');
  });

  it('rejects malformed assignments and paths through non-objects', () => {
    expect(() => applySet(body(), 'data.object.name')).toThrow(InvalidSetError);
    expect(() => applySet(body(), '=value')).toThrow(/malformed --set "=value"/);
    expect(() => applySet(body(), 'data..name=x')).toThrow(/empty segment/);
    expect(() => applySet(body(), 'data.object.name.first=x')).toThrow(
      /"data.object.name" is a string/,
    );
    expect(() => applySet(body(), 'data.object.commits.first=x')).toThrow(
      /is an array; use a numeric index/,
    );
    expect(() => applySet(body(), 'data.object.about.x=1')).not.toThrow(); // undefined → created
  });

  it('rejects __proto__, constructor and prototype segments and leaves Object.prototype alone', () => {
    for (const path of [
      '__proto__.polluted',
      'constructor.prototype.polluted',
      'data.__proto__.polluted',
      'data.object.prototype',
    ]) {
      expect(() => applySet(body(), `${path}=1`)).toThrow(
        new RegExp(`"(__proto__|constructor|prototype)" is not allowed as a path segment`),
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const b = body() as Record<string, any>;
    applySet(b, 'data.object.toString.x=1'); // an inherited name is a plain new field, not the prototype's function
    expect(Object.hasOwn(b.data.object, 'toString')).toBe(true);
    expect(b.data.object.toString).toEqual({ x: 1 });
  });
});
