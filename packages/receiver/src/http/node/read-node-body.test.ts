import type { IncomingMessage } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyAlreadyReadError, BodyReadError, PayloadTooLargeError } from '../../errors.ts';
import { readNodeBody } from './read-node-body.ts';

const request = (stream: Readable, headers: Record<string, string> = {}) =>
  Object.assign(stream, { headers }) as unknown as IncomingMessage;

describe('readNodeBody', () => {
  it('reads a body in chunks', async () => {
    const stream = Readable.from([Buffer.from('{"a":'), Buffer.from('1}')], { objectMode: false });
    expect((await readNodeBody(request(stream), 100)).toString()).toBe('{"a":1}');
  });

  it('fails at once when Content-Length is over the limit, reading nothing', async () => {
    let pulled = 0;
    const stream = new Readable({ read: () => void pulled++ });
    await expect(
      readNodeBody(request(stream, { 'content-length': '101' }), 100),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(pulled).toBe(0);
  });

  it('stops reading an endless stream at the chunk that crosses the limit', async () => {
    let produced = 0;
    const stream = new Readable({
      read() {
        produced += 1024;
        this.push(Buffer.alloc(1024, 120));
      },
    });
    await expect(readNodeBody(request(stream), 10 * 1024)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = produced;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBe(after); // paused: nothing more is pulled
    expect(produced).toBeLessThan(64 * 1024); // the limit plus stream buffering, not unbounded
  });

  it('fails instead of hanging when the stream was already consumed', async () => {
    const stream = Readable.from([Buffer.from('{}')]);
    for await (const _chunk of stream) void _chunk;
    await expect(readNodeBody(request(stream), 100)).rejects.toBeInstanceOf(BodyAlreadyReadError);
  });

  it('fails when the client goes away mid-body', async () => {
    const stream = new PassThrough();
    const reading = readNodeBody(request(stream), 100);
    stream.write('{"a"');
    stream.destroy(new Error('aborted'));
    await expect(reading).rejects.toBeInstanceOf(BodyReadError);
  });
});
