import { createServer, type Server } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHeaders } from '../../src/delivery/build-headers.ts';
import { postOnce, RESPONSE_BODY_LIMIT_BYTES } from '../../src/delivery/post-once.ts';
import { listenOnLoopback, closeServer } from '@designhooks/test-support';

// A raw TCP server on loopback: it captures the request bytes and answers with the bytes the test
// queued, so framings that a node:http server never writes (close-delimited, cut short, garbage)
// can be sent. postOnce talks plain HTTP to it; TLS is covered by send.test.ts and retries.test.ts.
let server: Server;
let url: URL;
let received = Buffer.alloc(0);
const answers: Buffer[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let got = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      const end = got.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(got.toString('latin1'))?.[1] ?? 0);
      if (end < 0 || got.length < end + 4 + length) return;
      received = got;
      socket.end(
        answers.shift() ??
          Buffer.from('HTTP/1.1 500 No answer queued\r\nContent-Length: 0\r\n\r\n'),
      );
    });
  });
  url = new URL(`http://127.0.0.1:${await listenOnLoopback(server)}/hooks?x=1`);
});
afterAll(() => closeServer(server));

const body = Buffer.from('{"event":"project.updated"}');
function post(answer: string | Buffer) {
  answers.push(Buffer.isBuffer(answer) ? answer : Buffer.from(answer, 'latin1'));
  return postOnce({
    url,
    headers: buildHeaders({ url, body, secret: 'key' }),
    body,
    timeoutMs: 5000,
  });
}

describe('postOnce on the wire', () => {
  it('writes the request line, exactly the given headers in order, and the body; nothing else', async () => {
    const outcome = await post(
      'HTTP/1.1 201 Created\r\nContent-Length: 5\r\nX-A: 1\r\nX-A: 2\r\n\r\nhello',
    );
    const head = buildHeaders({ url, body, secret: 'key' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    expect(received.toString('latin1')).toBe(
      `POST /hooks?x=1 HTTP/1.1\r\n${head}\r\n${body.toString('latin1')}`,
    );
    expect(outcome.error).toBeNull();
    expect(outcome.response).toEqual({
      status: 201,
      headers: { 'content-length': '5', 'x-a': '1, 2' },
      body: 'hello',
      bodyTruncated: false,
    });
  });

  it('reads chunked bodies after a 100 Continue, and set-cookie as a list', async () => {
    const { response } = await post(
      'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nSet-Cookie: a=1\r\n' +
        'Set-Cookie: b=2\r\n\r\n5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\n\r\n',
    );
    expect(response).toMatchObject({ status: 200, body: 'hello, world', bodyTruncated: false });
    expect(response?.headers['set-cookie']).toEqual(['a=1', 'b=2']);
  });

  it('reads a body framed by the close, and reports one cut short as a reset', async () => {
    expect((await post('HTTP/1.1 500 Oops\r\n\r\npartial')).response).toMatchObject({
      status: 500,
      body: 'partial',
    });
    const cut = await post('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc');
    expect(cut.response).toBeNull();
    expect(cut.error?.kind).toBe('reset');
  });

  it('classifies a reply that is not HTTP as a network error', async () => {
    const { response, error } = await post('SSH-2.0-OpenSSH\r\n\r\n');
    expect(response).toBeNull();
    expect(error).toMatchObject({ kind: 'network', message: expect.stringMatching(/Parse Error/) });
  });

  it('gunzips, cuts the decoded body at the limit, and keeps what decoded of a broken gzip body', async () => {
    const zipped = gzipSync('y'.repeat(RESPONSE_BODY_LIMIT_BYTES * 3));
    const head = (length: number) =>
      Buffer.from(`HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: ${length}\r\n\r\n`);
    const big = await post(Buffer.concat([head(zipped.length), zipped]));
    expect(big.response?.body).toBe('y'.repeat(RESPONSE_BODY_LIMIT_BYTES));
    expect(big.response?.bodyTruncated).toBe(true);
    const broken = await post(Buffer.concat([head(12), zipped.subarray(0, 12)]));
    expect(broken.response).toMatchObject({ status: 200, body: '', bodyTruncated: false });
  });
});
