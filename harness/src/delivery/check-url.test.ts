import { describe, expect, it } from 'vitest';
import { InvalidUrlError } from '../errors.ts';
import { checkUrl } from './check-url.ts';

describe('checkUrl', () => {
  it('accepts https everywhere and http only for loopback with allowHttp', () => {
    expect(checkUrl('https://example.test/hooks').href).toBe('https://example.test/hooks');
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(checkUrl(`http://${host}:3000/x`, { allowHttp: true }).protocol).toBe('http:');
      expect(() => checkUrl(`http://${host}:3000/x`)).toThrow(/pass --allow-http/);
    }
    expect(() => checkUrl('http://example.test/', { allowHttp: true })).toThrow(/only for loopback hosts/);
  });

  it('rejects missing schemes, other schemes and unparsable URLs', () => {
    expect(() => checkUrl('example.test/hooks')).toThrow(InvalidUrlError);
    expect(() => checkUrl('example.test/hooks')).toThrow('has no scheme');
    expect(() => checkUrl('ws://example.test/')).toThrow('must use https:// (got ws://)');
    expect(() => checkUrl('https://')).toThrow('is not a valid URL');
  });
});
