import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnsupportedSchemaError } from '../errors.ts';
import { schemaArbitrary } from './schema-arbitrary.ts';

describe('schemaArbitrary', () => {
  it('keeps property order and honours required, enum, const, maxLength 0 and type lists', () => {
    const schema = {
      type: 'object',
      required: ['b', 'a', 'c'],
      properties: {
        b: { type: 'string', enum: ['x', 'y'] },
        a: { const: 7 },
        c: { type: ['string', 'null'], maxLength: 0 },
        d: { type: 'boolean' },
      },
    };
    for (const value of fc.sample(schemaArbitrary(schema), { numRuns: 50, seed: 1 }) as Record<
      string,
      unknown
    >[]) {
      expect(Object.keys(value).filter((k) => k !== 'd')).toEqual(['b', 'a', 'c']);
      expect(['x', 'y']).toContain(value.b);
      expect(value.a).toBe(7);
      expect(['', null]).toContain(value.c);
      if ('d' in value) expect(Object.keys(value).at(-1)).toBe('d');
    }
  });

  it('merges allOf members and follows local $refs', () => {
    const schema = {
      definitions: {
        user: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            email: { type: 'string', format: 'email' },
          },
        },
      },
      allOf: [{ $ref: '#/definitions/user' }, { type: 'object', required: ['email'] }],
    };
    for (const value of fc.sample(schemaArbitrary(schema), { numRuns: 30, seed: 2 }) as Record<
      string,
      string
    >[]) {
      expect(value.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(value.email).toMatch(/^[a-z0-9.]+@[a-z0-9-]+\.[a-z]+$/);
    }
  });

  it('bounds recursion and drops an optional self-reference at the limit', () => {
    const tree = {
      type: 'object',
      required: ['n'],
      properties: { n: { type: 'integer' }, child: { $ref: '#' } },
    };
    const depth = (node: { child?: unknown }): number =>
      node.child ? 1 + depth(node.child as { child?: unknown }) : 0;
    const values = fc.sample(schemaArbitrary(tree, { maxDepth: 3 }), { numRuns: 100, seed: 3 }) as {
      child?: unknown;
    }[];
    expect(Math.max(...values.map(depth))).toBeLessThanOrEqual(3);
  });

  it('refuses keywords it cannot honour instead of generating invalid values', () => {
    expect(() => schemaArbitrary({ type: 'string', format: 'ipv6' })).toThrow(
      UnsupportedSchemaError,
    );
    expect(() => schemaArbitrary({ type: 'object', properties: { a: { oneOf: [] } } })).toThrow(
      'arbitrary: keyword "oneOf" at #/properties/a',
    );
    expect(() => schemaArbitrary({ $ref: 'other.json#/x' })).toThrow('non-local $ref');
  });
});
