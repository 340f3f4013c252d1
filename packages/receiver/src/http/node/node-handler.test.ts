import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  BodyAlreadyReadError,
  BodyReadError,
  PayloadTooLargeError,
  type ReceiverError,
} from '../../errors.ts';
import { createReceiver } from '../../core/receiver.ts';
import { collectNodeBody, nodeHandler, readNodeBody } from './node-handler.ts';

// The node collector answers exactly once, whatever order the stream's events come in: a
// second `done` would answer a request twice (found by mutation testing, `npm run mutate`).

const request = (stream: Readable, headers: Record<string, string> = {}) =>
  Object.assign(stream, { headers }) as unknown as IncomingMessage;

function collect(req: IncomingMessage, limit: number) {
  const calls: Array<{ error: ReceiverError | undefined; body: Buffer | undefined }> = [];
  collectNodeBody(req, limit, (error, body) => void calls.push({ error, body }));
  return calls;
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('collectNodeBody', () => {
  it('a Content-Length of exactly the limit is read; one byte more fails without reading', async () => {
    const exact = new PassThrough();
    const calls = collect(request(exact, { 'content-length': '4' }), 4);
    exact.end('{"a"');
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body!.toString()).toBe('{"a"');
    expect(collect(request(new PassThrough(), { 'content-length': '5' }), 4)[0]!.error?.code).toBe(
      'payload_too_large',
    );
  });

  it('a stream of exactly the limit is read; one byte more is 413, once, and the rest is not kept', async () => {
    const exact = new PassThrough();
    const ok = collect(request(exact), 4);
    exact.write('{"');
    exact.end('a"');
    await tick();
    expect(ok.map((c) => c.body?.toString())).toEqual(['{"a"']);

    const over = new PassThrough();
    const calls = collect(request(over), 4);
    over.write('{"a"');
    over.write('}');
    over.resume(); // node:http resumes to discard the rest after a 413: must stay quiet
    over.write('more');
    over.end();
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.error?.code).toBe('payload_too_large');
    over.emit('close');
    over.emit('error', new Error('late'));
    await tick();
    expect(calls).toHaveLength(1);
  });

  it('joins several chunks, and returns a single chunk as is', async () => {
    const many = new PassThrough();
    const calls = collect(request(many), 100);
    many.write('{"a":');
    many.write('1');
    many.end('}');
    await tick();
    expect(calls[0]!.body!.toString()).toBe('{"a":1}');
    const one = Buffer.from('{}');
    const single = collect(request(Readable.from([one], { objectMode: false })), 100);
    await tick();
    expect(single[0]!.body).toBe(one);
  });

  it('a stream already ended, or already destroyed, fails at once (each alone is enough)', () => {
    const ended = new Readable({ read() {}, autoDestroy: false });
    ended.push(null);
    ended.resume();
    return new Promise<void>((resolve) => ended.once('end', resolve)).then(() => {
      expect(ended.readableEnded).toBe(true);
      expect(ended.destroyed).toBe(false);
      const endedCalls = collect(request(ended), 100);
      expect(endedCalls.map((c) => c.error?.code)).toEqual(['body_already_read']);
      // the message says what to change
      expect(endedCalls[0]!.error?.message).toMatch(/: mount the receiver before any body parser/);

      const destroyed = new Readable({ read() {} });
      destroyed.destroy();
      expect(destroyed.readableEnded).toBe(false);
      const destroyedCalls = collect(request(destroyed), 100);
      expect(destroyedCalls.map((c) => c.error?.code)).toEqual(['body_already_read']);
    });
  });

  it('a client going away mid-body (close before end) is a read failure, once', async () => {
    const stream = new PassThrough();
    const calls = collect(request(stream), 100);
    stream.write('{"a"');
    stream.emit('close');
    stream.emit('close');
    stream.end('}');
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.error?.code).toBe('body_read_failed');
    expect((calls[0]!.error as Error).cause).toMatchObject({
      message: 'request closed before its body ended',
    });
  });

  it('a stream error is a read failure carrying the cause, once, and a later end changes nothing', async () => {
    const stream = new PassThrough();
    const calls = collect(request(stream), 100);
    stream.write('{');
    const cause = new Error('ECONNRESET');
    stream.emit('error', cause);
    stream.emit('end');
    stream.emit('close');
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.error?.code).toBe('body_read_failed');
    expect((calls[0]!.error as Error).cause).toBe(cause);
  });

  it('after the body ended, a close (the normal end of a request) changes nothing', async () => {
    const stream = new PassThrough();
    const calls = collect(request(stream), 100);
    stream.end('{}');
    await tick();
    stream.emit('close');
    stream.emit('error', new Error('late'));
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body!.toString()).toBe('{}');
  });
});

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

describe('nodeHandler after a body parser', () => {
  const SECRET = 'parsed-key';
  // A Go-escaped body: its raw bytes verify, JSON.stringify of its parse does not.
  const raw =
    '{"createdAt":"2026-01-05T09:00:00Z","event":"project.archived","data":{"object":{"name":"a \\u003c b"}}}';
  const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
  const headers = { 'content-type': 'application/json', 'abstract-webhooks-signature': signature };

  /** Answers one request through nodeHandler: the status, and what the unknown-event handler saw. */
  async function serve(req: Readable) {
    const seen: string[] = [];
    const receiver = createReceiver({ secret: SECRET, logger: { warn() {}, error() {} } });
    receiver.onUnknown((_delivery, context) => void seen.push(String(context.verifiedOver)));
    const answered = new Promise<number>((resolve) => {
      const res = {
        headersSent: false,
        writeHead(status: number) {
          resolve(status);
          return { end() {} };
        },
      };
      nodeHandler(receiver)(Object.assign(req, { method: 'POST', headers }) as never, res as never);
    });
    return { status: await answered, verifiedOver: seen[0] };
  }
  const ended = () => {
    const stream = new Readable({ read() {} });
    stream.push(null);
    stream.resume();
    return new Promise<Readable>((resolve) => stream.once('end', () => resolve(stream)));
  };

  it('a string body (express.text) is the raw bytes', async () => {
    const req = Object.assign(await ended(), { body: raw });
    expect(await serve(req)).toEqual({ status: 200, verifiedOver: 'raw' });
  });

  it('a parsed body is verified over its re-serialisation once the stream was read', async () => {
    // readableEnded, or body-parser's `_body` mark on a stream not ended yet
    const parsed = JSON.parse(raw) as unknown;
    const unescaped = JSON.stringify(parsed); // what a parser's caller can still verify
    const signed = createHmac('sha256', SECRET).update(unescaped).digest('hex');
    headers['abstract-webhooks-signature'] = signed;
    try {
      const afterEnd = Object.assign(await ended(), { body: parsed });
      expect(await serve(afterEnd)).toEqual({ status: 200, verifiedOver: 'reserialized' });
      const marked = Object.assign(Readable.from([Buffer.from(raw)]), {
        body: parsed,
        _body: true,
      });
      expect(await serve(marked)).toEqual({ status: 200, verifiedOver: 'reserialized' });
    } finally {
      headers['abstract-webhooks-signature'] = signature;
    }
  });

  it('a body set on a stream nobody read is ignored: the stream is read', async () => {
    const unread = Object.assign(Readable.from([Buffer.from(raw)]), { body: {} });
    expect(await serve(unread)).toEqual({ status: 200, verifiedOver: 'raw' });
  });

  it('a stream read by someone who kept no body: 500 body_already_read', async () => {
    expect(await serve(await ended())).toEqual({
      status: 500,
      verifiedOver: undefined,
    });
  });
});
