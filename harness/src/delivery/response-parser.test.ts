import { describe, expect, it } from 'vitest';
import { responseParser } from './response-parser.ts';

const feed = (text: string, sizes: number[] = [], limit = 1000) => {
  const parser = responseParser(limit);
  const bytes = Buffer.from(text);
  let at = 0;
  let done = false;
  for (const size of [...sizes, bytes.length]) {
    if (at >= bytes.length) break;
    done = parser.push(bytes.subarray(at, at + size));
    at += size;
  }
  return { parser, done };
};

describe('responseParser', () => {
  it('reads a Content-Length body, in any split', () => {
    for (const split of [[], [1, 1, 1], [17], [38]]) {
      const { parser, done } = feed('HTTP/1.1 201 Created\r\nContent-Length: 5\r\nX-A: 1\r\nX-A: 2\r\n\r\nhello', split);
      expect(done).toBe(true);
      expect(parser.result()).toEqual({ status: 201, headers: { 'content-length': '5', 'x-a': '1, 2' }, body: Buffer.from('hello'), truncated: false });
    }
  });

  it('de-chunks a chunked body, skips 100 Continue, keeps set-cookie as a list', () => {
    const text = 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\n\r\n'
      + '5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\n\r\n';
    for (const split of [[], [3, 50, 2, 9, 1]]) {
      const { parser, done } = feed(text, split);
      expect(done).toBe(true);
      expect(parser.result().body.toString()).toBe('hello, world');
      expect(parser.result().headers['set-cookie']).toEqual(['a=1', 'b=2']);
    }
  });

  it('reads a body framed by the close, and refuses one cut short', () => {
    const close = feed('HTTP/1.1 500 Oops\r\n\r\npartial');
    expect(close.done).toBe(false);
    expect(close.parser.end()?.body.toString()).toBe('partial');
    const cut = feed('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc');
    expect(cut.parser.end()).toBeUndefined();
    expect(responseParser(10).end()).toBeUndefined();
  });

  it('completes bodiless responses and stops at the limit', () => {
    expect(feed('HTTP/1.1 204 No Content\r\n\r\n').done).toBe(true);
    expect(feed('HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n').done).toBe(true);
    const long = feed(`HTTP/1.1 200 OK\r\nContent-Length: 20\r\n\r\n${'x'.repeat(20)}`, [], 8);
    expect(long.done).toBe(true);
    expect(long.parser.result()).toMatchObject({ body: Buffer.from('xxxxxxxx'), truncated: true });
  });

  it('throws on a malformed head', () => {
    expect(() => feed('SSH-2.0-OpenSSH\r\n\r\n')).toThrow(/malformed response status line/);
    expect(() => feed('HTTP/1.1 200 OK\r\nno colon here\r\n\r\n')).toThrow(/malformed response header line/);
    expect(() => feed('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n')).toThrow(/malformed chunk size/);
  });
});
