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
    expect(() => checkUrl('http://example.test/', { allowHttp: true })).toThrow(
      /only for loopback hosts/,
    );
  });

  it('rejects missing schemes, other schemes and unparsable URLs', () => {
    expect(() => checkUrl('example.test/hooks')).toThrow(InvalidUrlError);
    expect(() => checkUrl('example.test/hooks')).toThrow('has no scheme');
    expect(() => checkUrl('ws://example.test/')).toThrow('must use https:// (got ws://)');
    expect(() => checkUrl('https://exa mple.test')).toThrow('is not a valid URL');
  });
});

describe('checkUrl: hosts and credentials (issue #14)', () => {
  it('refuses a URL without a host instead of reading the path as the host', () => {
    for (const text of [
      'https:///x',
      'https://',
      'https:x',
      'https:/x',
      'http://:3000/x',
      'https://\\/x',
    ]) {
      expect(() => checkUrl(text, { allowHttp: true }), text).toThrow(
        'has no host: write it as https://host/path',
      );
    }
  });

  it('names the scheme it got, also for data: and javascript:', () => {
    expect(() => checkUrl('data:text/plain,hi')).toThrow(
      'URL "data:text/plain,hi" must use https:// (got data:)',
    );
    expect(() => checkUrl('javascript:alert(1)')).toThrow('must use https:// (got javascript:)');
    expect(() => checkUrl('FILE:///etc/passwd')).toThrow('(got file://)');
    expect(() => checkUrl('localhost:8443/hooks')).toThrow('has no scheme');
  });

  it('refuses credentials without repeating them', () => {
    for (const text of [
      'https://user:s3cret@example.test/x',
      'https://s3cret@example.test/',
      'https://:s3cret@127.0.0.1/',
      'https://@example.test/',
    ]) {
      let message = '';
      try {
        checkUrl(text);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, text).toMatch(
        /carries credentials \(user:password@\); a webhook URL has none/,
      );
      expect(message).not.toContain('s3cret');
    }
  });
});
