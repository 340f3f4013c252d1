import { describe, expect, it } from 'vitest';
import { BodyAlreadyReadError, PayloadTooLargeError } from '../../errors.ts';
import { readWebBody } from './read-web-body.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

describe('readWebBody', () => {
  it('reads a body', async () => {
    expect(new TextDecoder().decode(await readWebBody(post('{"a":1}'), 100))).toBe('{"a":1}');
  });

  it('joins several chunks', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    expect(new TextDecoder().decode(await readWebBody(post(stream), 100))).toBe('{"a":1}');
  });

  it('fails at once on a Content-Length over the limit', async () => {
    await expect(readWebBody(post('x'.repeat(101)), 100)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });

  it('cancels an endless stream at the chunk that crosses the limit', async () => {
    let pulled = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readWebBody(post(stream), 10 * 1024)).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(20);
  });

  it('reads a request without a body as empty', async () => {
    expect(
      (await readWebBody(new Request('http://127.0.0.1/', { method: 'POST' }), 100)).byteLength,
    ).toBe(0);
  });

  it('fails at once when the body was already read', async () => {
    const request = post('{}');
    await request.text();
    await expect(readWebBody(request, 100)).rejects.toBeInstanceOf(BodyAlreadyReadError);
  });
});
