import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-target.ts';

describe('parseRequestTarget', () => {
  it('keeps the origin form path exactly as sent and parses the query', () => {
    const target = parseRequestTarget('/webhooks/../api?limit=5&x=%zz');
    expect(target?.path).toBe('/webhooks/../api');
    expect(target?.query.get('limit')).toBe('5');
    expect(target?.query.get('x')).toBe('%zz');
  });

  it('drops the scheme and authority of the absolute form, even one WHATWG URL rejects', () => {
    expect(() => new URL('http://a:b/')).toThrow();
    expect(parseRequestTarget('http://a:b/')?.path).toBe('/');
    expect(parseRequestTarget('http://a:b')?.path).toBe('/');
    expect(parseRequestTarget('HTTPS://[::1/webhooks?x=1')?.path).toBe('/webhooks');
  });

  it('gives null for targets that are not a path', () => {
    for (const target of ['*', 'a:b', 'example', '', 'http:/x'])
      expect(parseRequestTarget(target)).toBeNull();
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const target = parseRequestTarget(text);
        if (target) expect(target.path.startsWith('/')).toBe(true);
      }),
    );
  });
});
