import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { DIAGNOSES_PER_MINUTE, MAX_DIAGNOSED_BODY_BYTES } from '../constants.ts';
import { sign } from '../crypto/sign.ts';
import { readHeader, utf8ByteLength } from './pipeline.ts';
import { createReceiver } from './receiver.ts';
import type { ReceiverOptions } from './types.ts';
import { quietLogger } from '@designhooks/test-support';

// Edges of the receive pipeline that a broken comparison or a dropped check would pass
// unnoticed (found by mutation testing, `npm run mutate`): exact limits, each half of a
// condition, the order of the checks. Everything goes through the public `receive`.

const SECRET = 'edge-secret';
const make = (options: ReceiverOptions = {}) =>
  createReceiver({ secret: SECRET, logger: quietLogger, ...options });
const project = readFixture('project.updated');
const headersFor = (body: Uint8Array | string, secret = SECRET) => ({
  'content-type': 'application/json',
  'abstract-webhooks-signature': sign(body, secret),
});

describe('receive: body size limit', () => {
  it('accepts a body of exactly maxBodyBytes and refuses one byte more (bytes and strings)', async () => {
    const exact = make({ maxBodyBytes: project.length });
    expect((await exact.receive({ body: project, headers: headersFor(project) })).status).toBe(200);
    expect(
      (await exact.receive({ body: project.toString(), headers: headersFor(project) })).status,
    ).toBe(200);
    const under = make({ maxBodyBytes: project.length - 1 });
    expect((await under.receive({ body: project, headers: headersFor(project) })).status).toBe(413);
    expect(
      (await under.receive({ body: project.toString(), headers: headersFor(project) })).status,
    ).toBe(413);
  });

  it('measures a string body in UTF-8 bytes, not characters', async () => {
    const text = JSON.stringify({
      createdAt: '2024-01-01T00:00:00Z',
      event: 'project.updated',
      data: { note: 'é'.repeat(60) },
    });
    const bytes = Buffer.byteLength(text);
    expect(bytes).toBeGreaterThan(text.length);
    const receiver = make({ maxBodyBytes: bytes - 1, validation: 'off' });
    expect((await receiver.receive({ body: text, headers: headersFor(text) })).error?.code).toBe(
      'payload_too_large',
    );
    // between one and three times the limit in characters: the quick path must not wave it through
    const ascii = 'x'.repeat(150);
    expect(
      (await make({ maxBodyBytes: 100 }).receive({ body: ascii, headers: headersFor(ascii) })).error
        ?.code,
    ).toBe('payload_too_large');
    expect(
      (await make({ maxBodyBytes: bytes }).receive({ body: text, headers: headersFor(text) })).error
        ?.code,
    ).not.toBe('payload_too_large');
  });

  it('checks the size before the signature: an oversized body is 413 whatever its signature', async () => {
    const result = await make({ maxBodyBytes: 10 }).receive({
      body: project,
      headers: headersFor(project, 'wrong'),
    });
    expect(result).toMatchObject({ status: 413, verified: false });
  });

  it('gives readBody the limit and treats what it returns like any body', async () => {
    const limits: number[] = [];
    const receiver = make({ maxBodyBytes: project.length });
    const result = await receiver.receive({
      headers: headersFor(project),
      readBody: async (limit) => (limits.push(limit), project),
    });
    expect(result).toMatchObject({ status: 200, verified: true, verifiedOver: 'raw' });
    expect(limits).toEqual([project.length]);
  });

  it('keeps a ReceiverError thrown by readBody (413 stays 413) and wraps anything else as 400 body_read_failed', async () => {
    const { PayloadTooLargeError } = await import('../errors.ts');
    const tooLarge = await make().receive({
      headers: headersFor(project),
      readBody: () => Promise.reject(new PayloadTooLargeError(5)),
    });
    expect(tooLarge).toMatchObject({ status: 413, error: { code: 'payload_too_large' } });
    const broken = await make().receive({
      headers: headersFor(project),
      readBody: () => Promise.reject(new Error('reset')),
    });
    expect(broken).toMatchObject({ status: 400, error: { code: 'body_read_failed' } });
    expect((broken.error as Error).cause).toMatchObject({ message: 'reset' });
  });
});

describe('receive: request checks', () => {
  it('accepts POST in any case and refuses every other method with 405 before reading the body', async () => {
    let read = false;
    const readBody = async () => ((read = true), project);
    for (const method of ['POST', 'post', 'Post']) {
      expect(
        (await make().receive({ method, headers: headersFor(project), body: project })).status,
        method,
      ).toBe(200);
    }
    for (const method of ['GET', 'PUT', 'POSTS', 'HEAD', '']) {
      expect(
        (await make().receive({ method, headers: headersFor(project), readBody })).status,
        method,
      ).toBe(405);
    }
    expect(read).toBe(false);
  });

  it('takes application/json with parameters, spaces and any case; refuses other types with 415', async () => {
    const accepted = [
      'application/json',
      'application/json; charset=utf-8',
      ' APPLICATION/JSON ;charset=UTF-8',
      'application/json;',
    ];
    for (const type of accepted) {
      const result = await make().receive({
        method: 'POST',
        body: project,
        headers: { ...headersFor(project), 'content-type': type },
      });
      expect(result.status, type).toBe(200);
    }
    for (const type of [
      'text/plain',
      'application/jsonx',
      'application/x-json',
      'json',
      '',
      'application/json-seq; x=application/json',
    ]) {
      const result = await make().receive({
        method: 'POST',
        body: project,
        headers: { ...headersFor(project), 'content-type': type },
      });
      expect(result, type).toMatchObject({
        status: 415,
        error: { code: 'unsupported_media_type' },
      });
    }
  });

  it('without a method, a missing Content-Type is accepted (a framework parsed the request) but a wrong one is not', async () => {
    const signature = sign(project, SECRET);
    expect(
      (
        await make().receive({
          body: project,
          headers: { 'abstract-webhooks-signature': signature },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await make().receive({
          body: project,
          headers: { 'abstract-webhooks-signature': signature, 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await make().receive({
          method: 'POST',
          body: project,
          headers: { 'abstract-webhooks-signature': signature },
        })
      ).status,
    ).toBe(415);
  });
});

describe('receive: signature', () => {
  it('401 signature_missing without the header, 401 signature_mismatch with a wrong one, both unverified', async () => {
    const missing = await make().receive({
      body: project,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing).toMatchObject({
      status: 401,
      verified: false,
      error: { code: 'signature_missing' },
    });
    const wrong = await make().receive({ body: project, headers: headersFor(project, 'other') });
    expect(wrong).toMatchObject({
      status: 401,
      verified: false,
      error: { code: 'signature_mismatch' },
    });
    expect(wrong.verifiedOver).toBeUndefined();
  });

  it('says over what the signature was verified: raw bytes, or a re-serialised body', async () => {
    expect(
      (await make().receive({ body: project, headers: headersFor(project) })).verifiedOver,
    ).toBe('raw');
    const compact = JSON.stringify(JSON.parse(project.toString()));
    const again = await make().receive({
      body: compact,
      headers: headersFor(compact),
      reserialized: true,
    });
    expect(again).toMatchObject({ status: 200, verified: true, verifiedOver: 'reserialized' });
    // a later failure keeps what was verified
    const late = await make({ replayWindowSeconds: 1, now: () => 0 }).receive({
      body: project,
      headers: headersFor(project),
    });
    expect(late).toMatchObject({
      status: 400,
      verified: true,
      verifiedOver: 'raw',
      error: { code: 'outside_replay_window' },
    });
    const lateReserialized = await make({ replayWindowSeconds: 1, now: () => 0 }).receive({
      body: compact,
      headers: headersFor(compact),
      reserialized: true,
    });
    expect(lateReserialized).toMatchObject({ verified: true, verifiedOver: 'reserialized' });
  });

  it('warns once about a re-serialised body, and never for raw bytes', async () => {
    const warnings: string[] = [];
    const receiver = createReceiver({
      secret: SECRET,
      logger: { warn: (m) => warnings.push(m), error: () => {} },
    });
    await receiver.receive({ body: project, headers: headersFor(project) });
    expect(warnings).toEqual([]);
    const compact = JSON.stringify(JSON.parse(project.toString()));
    await receiver.receive({ body: compact, headers: headersFor(compact), reserialized: true });
    await receiver.receive({ body: compact, headers: headersFor(compact), reserialized: true });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[designhooks\] the request body was parsed/);
  });

  it('without a secret nothing is verified and verifiedOver is absent', async () => {
    const result = await createReceiver({ logger: quietLogger }).receive({
      body: project,
      headers: { 'content-type': 'application/json' },
    });
    expect(result).toMatchObject({ status: 200, verified: false });
    expect(result.verifiedOver).toBeUndefined();
  });
});

describe('receive: replay window', () => {
  const createdAt = Date.parse(JSON.parse(project.toString()).createdAt);
  const at = (offsetMs: number) =>
    make({ replayWindowSeconds: 10, now: () => createdAt + offsetMs });

  it('accepts exactly the window on both sides and refuses a millisecond more', async () => {
    expect((await at(10_000).receive({ body: project, headers: headersFor(project) })).status).toBe(
      200,
    );
    expect(
      (await at(-10_000).receive({ body: project, headers: headersFor(project) })).status,
    ).toBe(200);
    expect(
      (await at(10_001).receive({ body: project, headers: headersFor(project) })).error?.code,
    ).toBe('outside_replay_window');
    expect(
      (await at(-10_001).receive({ body: project, headers: headersFor(project) })).error?.code,
    ).toBe('outside_replay_window');
  });

  it('a createdAt that is missing or not a time is an invalid envelope when a window is set, and fine without one', async () => {
    for (const value of [undefined, 'yesterday', 12345]) {
      const envelope = { ...JSON.parse(project.toString()), createdAt: value };
      const body = JSON.stringify(envelope);
      const windowed = await make({
        replayWindowSeconds: 10,
        validation: 'off',
        now: () => createdAt,
      }).receive({ body, headers: headersFor(body) });
      expect(windowed.error?.code, String(value)).toBe('invalid_envelope');
      expect(windowed.error?.message).toContain(
        '"createdAt" is missing or not a timestamp, and the replay window needs it',
      );
      expect(
        (await make({ validation: 'off' }).receive({ body, headers: headersFor(body) })).status,
        String(value),
      ).toBe(200);
    }
  });
});

describe('receive: dedupe', () => {
  it('keys on the exact bytes: the same delivery twice is one run, a changed byte is a new delivery', async () => {
    let runs = 0;
    const receiver = make({ dedupe: true });
    receiver.on('project.updated', () => void runs++);
    expect(
      (await receiver.receive({ body: project, headers: headersFor(project) })).duplicate,
    ).toBeUndefined();
    const again = await receiver.receive({ body: project, headers: headersFor(project) });
    expect(again).toMatchObject({
      status: 200,
      duplicate: true,
      handled: 0,
      verified: true,
      verifiedOver: 'raw',
      body: { ok: true, duplicate: true },
    });
    const changed = Buffer.from(project.toString().replace('}', ' }'));
    expect(
      (await receiver.receive({ body: changed, headers: headersFor(changed) })).duplicate,
    ).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('a duplicate carries the same drift as the first delivery', async () => {
    const receiver = make({ dedupe: true });
    const envelope = JSON.parse(project.toString());
    envelope.data.object.brandNewField = 1;
    const body = JSON.stringify(envelope);
    const first = await receiver.receive({ body, headers: headersFor(body) });
    expect(first.drift).toContainEqual({
      path: '/data/object/brandNewField',
      kind: 'unknown-field',
      value: 1,
    });
    const again = await receiver.receive({ body, headers: headersFor(body) });
    expect(again.duplicate).toBe(true);
    expect(again.drift).toEqual(first.drift);
  });

  it('a duplicate without a secret is unverified and has no verifiedOver at all', async () => {
    const receiver = createReceiver({ logger: quietLogger, dedupe: true });
    await receiver.receive({ body: project, headers: {} });
    const again = await receiver.receive({ body: project, headers: {} });
    expect(again).toMatchObject({ duplicate: true, verified: false });
    expect(again).not.toHaveProperty('verifiedOver');
  });

  it('a failing dedupe store is a 500 dedupe_store_failed, with the delivery and verification kept', async () => {
    const down = new Error('redis down');
    const receiver = make({ dedupe: { add: () => Promise.reject(down) } as never });
    const result = await receiver.receive({ body: project, headers: headersFor(project) });
    expect(result).toMatchObject({
      status: 500,
      verified: true,
      error: { code: 'dedupe_store_failed' },
    });
    expect((result.error as Error).cause).toBe(down);
    expect(result.delivery?.event).toBe('project.updated');
  });
});

describe('readHeader', () => {
  it('finds a header in any letter case, in a record or a Headers', () => {
    expect(readHeader({ 'x-sig': 'a' }, 'x-sig')).toBe('a');
    expect(readHeader({ 'x-sig': 'a' }, 'X-Sig')).toBe('a');
    expect(readHeader({ 'X-Sig': 'a' }, 'x-sig')).toBe('a');
    expect(readHeader({ 'X-Sig': 'a' }, 'x-SIG')).toBe('a');
    expect(readHeader(new Headers({ 'x-sig': 'a' }), 'X-SIG')).toBe('a');
    expect(readHeader({ 'x-other': 'a' }, 'x-sig')).toBeUndefined();
    expect(readHeader(new Headers(), 'x-sig')).toBeUndefined();
  });

  it('prefers the exact key to another spelling of it', () => {
    expect(readHeader({ 'X-Sig': 'other', 'x-sig': 'exact' }, 'x-sig')).toBe('exact');
  });

  it('joins a repeated header with ", " as node:http does; none for an empty list', () => {
    expect(readHeader({ 'x-sig': ['a', 'b'] }, 'x-sig')).toBe('a, b');
    expect(readHeader({ 'x-sig': ['a'] }, 'X-Sig')).toBe('a');
    expect(readHeader({ 'x-sig': [] }, 'x-sig')).toBeUndefined();
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['a\u007f', 2],
    ['\u0080', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['\u20ac', 3],
    ['\uffff', 3],
    ['\ud83d\ude00', 4],
    ['a\ud83d\ude00b', 6],
    ['\ud800', 3],
    ['\udc00', 3],
    ['\ud800a', 4],
    ['\ud800\ud800', 6],
    ['\udbff\udfff', 4],
    ['\udc00\ud800', 6],
    ['\ud7ff\udc00', 6],
    ['\ue000\udc00', 6],
    ['\ud800\udc00', 4],
    ['\u4e00\udc00', 6],
    ['\udbff', 3],
    ['\udfff\udfff', 6],
  ])('counts %j as Buffer.byteLength does: %i bytes', (text, bytes) => {
    expect(Buffer.byteLength(text)).toBe(bytes);
    expect(utf8ByteLength(text)).toBe(bytes);
  });
});

describe('receive: the signature doctor on a refusal', () => {
  const LIMIT = MAX_DIAGNOSED_BODY_BYTES;
  // a JSON string value padded to exactly `bytes` UTF-8 bytes with `unit` (1 or 2 bytes each)
  const bodyOf = (bytes: number, unit = 'a') => {
    const frame = '{"event":"x.y","data":{},"p":""}';
    const left = bytes - frame.length;
    const text =
      unit.repeat(Math.floor(left / utf8ByteLength(unit))) +
      'a'.repeat(left % utf8ByteLength(unit));
    return `{"event":"x.y","data":{},"p":"${text}"}`;
  };
  const forged = (body: string) => ({
    body,
    headers: { 'content-type': 'application/json', 'abstract-webhooks-signature': 'ab'.repeat(32) },
  });
  const diagnosisOf = async (body: string) =>
    ((await make().receive(forged(body))).error as { diagnosis?: { code: string } }).diagnosis
      ?.code;

  it('diagnoses a body of exactly MAX_DIAGNOSED_BODY_BYTES, and none a byte over (ASCII and 2-byte text)', async () => {
    expect(utf8ByteLength(bodyOf(LIMIT))).toBe(LIMIT);
    expect(await diagnosisOf(bodyOf(LIMIT))).toBe('no-match');
    expect(await diagnosisOf(bodyOf(LIMIT + 1))).toBeUndefined();
    // fewer characters than bytes: the limit is in UTF-8 bytes
    const wide = bodyOf(LIMIT + 1, 'é');
    expect(wide.length).toBeLessThan(LIMIT);
    expect(await diagnosisOf(wide)).toBeUndefined();
    expect(await diagnosisOf(bodyOf(LIMIT, 'é'))).toBe('no-match');
    // bytes too
    expect(
      (
        (await make().receive({ ...forged(''), body: Buffer.from(bodyOf(LIMIT + 1)) })).error as {
          diagnosis?: unknown;
        }
      ).diagnosis,
    ).toBeUndefined();
  });

  it('a missing header is diagnosed whatever the size of the body', async () => {
    const result = await make().receive({
      body: bodyOf(LIMIT + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(result.error).toMatchObject({
      code: 'signature_missing',
      diagnosis: { code: 'missing' },
    });
  });

  it('diagnoseSignatures: false gives neither refusal a diagnosis', async () => {
    const off = make({ diagnoseSignatures: false });
    const missing = await off.receive({
      body: project,
      headers: { 'content-type': 'application/json' },
    });
    const wrong = await off.receive(forged(project.toString()));
    expect(missing.error).toMatchObject({ code: 'signature_missing', diagnosis: undefined });
    expect(wrong.error).toMatchObject({ code: 'signature_mismatch', diagnosis: undefined });
  });

  describe('at most diagnoseSignatures failures a clock minute (DIAGNOSES_PER_MINUTE by default)', () => {
    const codesOf = async (receiver: ReturnType<typeof make>, count: number, body = '{}') => {
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < count; i++) {
        const { error } = await receiver.receive(forged(body));
        expect(error).toMatchObject({ code: 'signature_mismatch' });
        codes.push((error as { diagnosis?: { code: string } }).diagnosis?.code);
      }
      return codes;
    };
    const diagnosed = (n: number, of: number) => [
      ...Array<string>(n).fill('no-match'),
      ...Array<undefined>(of - n).fill(undefined),
    ];
    const at = (iso: string) => vi.setSystemTime(new Date(iso));
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('10 a minute by default, then none until the next minute starts', async () => {
      expect(DIAGNOSES_PER_MINUTE).toBe(10);
      const receiver = make();
      at('2026-11-30T10:00:59.000Z');
      expect(await codesOf(receiver, 12)).toEqual(diagnosed(10, 12));
      // later in the same minute: still spent
      at('2026-11-30T10:00:59.999Z');
      expect(await codesOf(receiver, 1)).toEqual([undefined]);
      // a missing header counts too, and is refused alike once the minute's budget is spent
      const missing = await receiver.receive({
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(missing.error).toMatchObject({ code: 'signature_missing', diagnosis: undefined });
      at('2026-11-30T10:01:00.000Z');
      expect(await codesOf(receiver, 11)).toEqual(diagnosed(10, 11));
      // the same minute of another hour is another minute
      at('2026-11-30T11:01:00.000Z');
      expect(await codesOf(receiver, 1)).toEqual(['no-match']);
      // each receiver has its own budget
      expect(await codesOf(make({ diagnoseSignatures: true }), 11)).toEqual(diagnosed(10, 11));
    });

    it('a number is the bound (0: none; Infinity: every failure); a body too large to diagnose spends none', async () => {
      at('2026-11-30T10:00:00.000Z');
      expect(await codesOf(make({ diagnoseSignatures: 2 }), 3)).toEqual(diagnosed(2, 3));
      expect(await codesOf(make({ diagnoseSignatures: 0 }), 1)).toEqual([undefined]);
      const every = make({ diagnoseSignatures: Number.POSITIVE_INFINITY });
      expect(await codesOf(every, 25)).toEqual(diagnosed(25, 25));
      const one = make({ diagnoseSignatures: 1 });
      expect(await codesOf(one, 2, bodyOf(LIMIT + 1))).toEqual([undefined, undefined]);
      expect(await codesOf(one, 2)).toEqual(diagnosed(1, 2));
    });

    it('refuses any other value as the receiver is made', () => {
      for (const value of [-1, 1.5, Number.NaN, Number.NEGATIVE_INFINITY, 'yes'])
        expect(() => make({ diagnoseSignatures: value as number }), String(value)).toThrow(
          new TypeError(
            'diagnoseSignatures must be true, false, a whole number from 0, or Infinity',
          ),
        );
    });
  });

  it('a doctor that cannot be imported, throws or rejects leaves a plain 401, never a pass', async () => {
    for (const doctor of [
      () => {
        throw new Error('the doctor module is missing');
      },
      () => ({
        diagnoseSignature: () => {
          throw new Error('the doctor failed');
        },
      }),
      // as Web Crypto's doctor answers: a promise, here one that rejects
      () => ({ diagnoseSignature: () => Promise.reject(new Error('the doctor failed later')) }),
    ]) {
      vi.resetModules();
      vi.doMock('../crypto/explain.ts', doctor);
      const { createReceiver: fresh } = await import('./receiver.ts');
      const receiver = fresh({ secret: SECRET, logger: quietLogger });
      const result = await receiver.receive(forged(project.toString()));
      expect(result).toMatchObject({ status: 401, error: { code: 'signature_mismatch' } });
      expect((result.error as { diagnosis?: unknown }).diagnosis).toBeUndefined();
      vi.doUnmock('../crypto/explain.ts');
    }
  });

  it('openTelemetry: false receives the same (nothing to look for before each delivery)', async () => {
    const result = await make({ openTelemetry: false }).receive({
      body: project,
      headers: headersFor(project),
    });
    expect(result.status).toBe(200);
  });
});
