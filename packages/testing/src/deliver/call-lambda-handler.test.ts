import { createHmac, timingSafeEqual } from 'node:crypto';
import { sign } from '@designhooks/receiver';
import { describe, expect, it } from 'vitest';
import { checkReceiver } from '../check/check-receiver.ts';
import { DeliverTimeoutError, HandlerThrewError, UnsupportedTargetError } from '../errors.ts';
import { fixture } from '../fixtures/fixture.ts';
import { serializeDelivery } from '../requests/serialize-delivery.ts';
import { deliver } from './deliver.ts';
import type { LambdaHttpEvent, LambdaTarget } from './call-lambda-handler.ts';

const delivery = fixture('comment.created', {}, { variant: 'html-characters' });
const body = serializeDelivery(delivery);

/** Keeps the event it was called with and answers with `answer`. */
function recording(answer: unknown = { statusCode: 204 }) {
  const seen: LambdaHttpEvent[] = [];
  const lambda = (event: LambdaHttpEvent) => (seen.push(event), answer);
  return { seen, lambda };
}

describe('deliver to a Lambda handler behind API Gateway ({ lambda })', () => {
  it('payload 2.0 (HTTP APIs, function URLs): lower-case header names, the body as text, the method and path', async () => {
    const { seen, lambda } = recording();
    const result = await deliver({ lambda }, delivery, { secret: 'k', path: '/webhooks?x=1' });
    expect(result.status).toBe(204);
    const [event] = seen;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: '$default',
      rawPath: '/webhooks',
      rawQueryString: 'x=1',
      body,
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/webhooks', userAgent: 'Abstract-Webhooks' },
      },
    });
    expect(event!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Abstract-Webhooks',
      'abstract-webhooks-signature': sign(Buffer.from(body), 'k'),
    });
    expect(Object.keys(event!.headers).every((name) => name === name.toLowerCase())).toBe(true);
    // the request time as API Gateway writes it
    expect((event!.requestContext as { time?: string }).time).toMatch(
      /^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/,
    );
  });

  it('payload 1.0 (REST APIs): header names as sent, httpMethod, multiValueHeaders; base64 when asked', async () => {
    const { seen, lambda } = recording();
    await deliver({ lambda, payload: '1.0', base64: true }, delivery, { secret: 'k' });
    const event = seen[0] as LambdaHttpEvent & { multiValueHeaders: Record<string, string[]> };
    expect(event).toMatchObject({ version: '1.0', httpMethod: 'POST', path: '/' });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64').toString('utf8')).toBe(body);
    expect(event.headers['Abstract-Webhooks-Signature']).toBe(sign(Buffer.from(body), 'k'));
    expect(event.multiValueHeaders['User-Agent']).toEqual(['Abstract-Webhooks']);
    // a GET has no body
    await deliver({ lambda, payload: '1.0' }, delivery, { secret: 'k', method: 'GET' });
    expect(seen[1]).toMatchObject({ httpMethod: 'GET', body: null, isBase64Encoded: false });
  });

  it('answers what API Gateway makes of the result', async () => {
    const answer = (result: unknown, payload?: '1.0' | '2.0') =>
      deliver({ lambda: () => result, ...(payload ? { payload } : {}) }, delivery, {
        secret: null,
      });
    expect(
      await answer({ statusCode: 401, headers: { 'Content-Type': 'text/plain' }, body: 'no' }),
    ).toEqual({ status: 401, body: 'no', headers: { 'content-type': 'text/plain' } });
    expect(
      await answer({
        statusCode: 200,
        body: Buffer.from('{"ok":true}').toString('base64'),
        isBase64Encoded: true,
      }),
    ).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(await answer(Promise.resolve({ statusCode: 202 }))).toMatchObject({
      status: 202,
      body: '',
    });
    // 2.0: a value without statusCode is a 200 with that value as JSON
    expect(await answer({ ok: true })).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(await answer('done')).toMatchObject({ status: 200, body: 'done' });
    // 1.0: a malformed proxy response
    expect(await answer({ ok: true }, '1.0')).toMatchObject({ status: 502 });
  });

  it('a handler that throws, hangs, or a payload that does not exist: the errors deliver() gives', async () => {
    const thrower: LambdaTarget = {
      lambda: () => {
        throw new Error('boom');
      },
    };
    await expect(deliver(thrower, delivery, { secret: null })).rejects.toThrow(HandlerThrewError);
    const hang: LambdaTarget = { lambda: () => new Promise(() => {}) };
    await expect(deliver(hang, delivery, { secret: null, timeout: 50 })).rejects.toThrow(
      DeliverTimeoutError,
    );
    const wrong = {
      lambda: () => ({ statusCode: 200 }),
      payload: '3.0',
    } as unknown as LambdaTarget;
    await expect(deliver(wrong, delivery, { secret: null })).rejects.toThrow(
      new UnsupportedTargetError(`lambda payload must be '1.0' or '2.0', got "3.0"`),
    );
  });

  it('checkReceiver grades a hand-written Lambda: its raw-bytes check passes, a latin1 decode of a base64 body fails encoding.utf8', async () => {
    // verify the bytes API Gateway handed over: text, or base64 decoded to bytes
    const handler =
      (decode: (event: LambdaHttpEvent) => Buffer | string) => (event: LambdaHttpEvent) => {
        const method = event.requestContext.http?.method ?? event.httpMethod;
        if (method !== 'POST') return { statusCode: 405 };
        const raw = decode(event);
        const expected = createHmac('sha256', 'k').update(raw).digest();
        const given = Buffer.from(event.headers['abstract-webhooks-signature'] ?? '', 'hex');
        if (given.length !== 32 || !timingSafeEqual(given, expected)) return { statusCode: 401 };
        try {
          JSON.parse(raw.toString());
        } catch {
          return { statusCode: 400 };
        }
        return { statusCode: 200, body: '{"ok":true}' };
      };
    const bytes = (event: LambdaHttpEvent) =>
      Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    const right = await checkReceiver({
      handler: { lambda: handler(bytes), base64: true },
      secret: 'k',
      burst: 3,
    });
    // every case passes but the split body's, which API Gateway never hands over split
    expect(right.cases.filter((c) => c.verdict !== 'pass')).toEqual([
      {
        id: 'encoding.utf8-split',
        severity: 'must',
        verdict: 'skip',
        status: 200,
        ms: expect.any(Number),
        reason:
          'not graded: this target gets the body whole (API Gateway reads it before the handler runs)',
      },
    ]);
    // the base64 body decoded to a 'binary' (latin1) string, then hashed as UTF-8
    const latin1 = (event: LambdaHttpEvent) =>
      Buffer.from(event.body ?? '', 'base64').toString('binary');
    const wrong = await checkReceiver({
      handler: { lambda: handler(latin1), base64: true },
      secret: 'k',
      burst: 3,
    });
    const utf8 = wrong.cases.find((c) => c.id === 'encoding.utf8');
    expect(utf8).toMatchObject({ verdict: 'fail', status: 401 });
    expect(utf8!.reason).toMatch(
      /the receiver probably verifies a re-encoded body \(read the bytes, not a decoded string\)/,
    );
    expect(wrong.url).toBe('in process (lambda handler)');
  });
});
