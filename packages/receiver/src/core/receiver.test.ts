import { describe, expect, it, vi } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { sign } from '../crypto/sign.ts';
import { createReceiver } from './receiver.ts';
import type { ReceiverLogger, ReceiverOptions } from './types.ts';

const SECRET = 'test-secret';
const quiet = (): ReceiverLogger & { warnings: string[]; errors: unknown[] } => {
  const warnings: string[] = [];
  const errors: unknown[] = [];
  return { warnings, errors, warn: (m) => warnings.push(m), error: (m, e) => errors.push(e ?? m) };
};
const make = (options: ReceiverOptions = {}) =>
  createReceiver({ secret: SECRET, logger: quiet(), ...options });
const signed = (body: Buffer | string, secret = SECRET) => ({
  body,
  headers: {
    'content-type': 'application/json',
    'abstract-webhooks-signature': sign(body, secret),
  },
});
const project = readFixture('project.updated');
const withEvent = (event: string) =>
  Buffer.from(project.toString().replace('"project.updated"', JSON.stringify(event)));

describe('receiver.receive', () => {
  it('verifies, validates and routes to the handler of the event', async () => {
    const receiver = make();
    const names: string[] = [];
    receiver.on('project.updated', (delivery) => void names.push(delivery.data.object.name));
    const result = await receiver.receive(signed(project));
    expect(result).toMatchObject({
      status: 200,
      body: { ok: true },
      verified: true,
      verifiedOver: 'raw',
      handled: 1,
    });
    expect(result.delivery?.event).toBe('project.updated');
    expect(names).toHaveLength(1);
  });

  it('routes lists, resource wildcards and onAny, specific handlers first', async () => {
    const receiver = make();
    const calls: string[] = [];
    receiver.onAny((d) => void calls.push(`any ${d.event}`));
    receiver.on(['comment.created', 'comment.updated'], (d) => void calls.push(`list ${d.event}`));
    receiver.on('comment.*', (d) => void calls.push(`wildcard ${d.event}`));
    receiver.on('project.*', (d) => void calls.push(`project ${d.event}`));
    await receiver.receive(signed(readFixture('comment.updated')));
    await receiver.receive(signed(readFixture('comment.deleted')));
    expect(calls).toEqual([
      'list comment.updated',
      'wildcard comment.updated',
      'any comment.updated',
      'wildcard comment.deleted',
      'any comment.deleted',
    ]);
  });

  it('acknowledges an unknown event with 200 and calls onUnknown only', async () => {
    const receiver = make();
    const onAny = vi.fn();
    const onUnknown = vi.fn();
    receiver.onAny(onAny).onUnknown(onUnknown);
    const result = await receiver.receive(signed(withEvent('project.archived')));
    expect(result).toMatchObject({
      status: 200,
      unknownEvent: true,
      body: { ok: true, unknownEvent: 'project.archived' },
    });
    expect(onUnknown).toHaveBeenCalledOnce();
    expect(onUnknown.mock.calls[0]![0].event).toBe('project.archived');
    expect(onAny).not.toHaveBeenCalled();
  });

  it('answers 200 with no handler registered', async () => {
    expect(await make().receive(signed(project))).toMatchObject({ status: 200, handled: 0 });
  });

  it.each([
    ['no signature header', { 'content-type': 'application/json' }, 'signature_missing'],
    [
      'a wrong signature',
      { 'abstract-webhooks-signature': sign(project, 'other') },
      'signature_mismatch',
    ],
    [
      'a malformed signature',
      { 'abstract-webhooks-signature': 'sha256=abc' },
      'signature_mismatch',
    ],
  ])('answers 401 for %s, calling no handler', async (_name, headers, code) => {
    const receiver = make();
    const handler = vi.fn();
    receiver.onAny(handler);
    const result = await receiver.receive({ body: project, headers });
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe(code);
    expect(result.verified).toBe(false);
    expect(result.delivery).toBeUndefined();
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts any secret of a rotation list, finds the header in any case, and follows the service name', async () => {
    const receiver = make({ secret: ['new', 'old'], service: 'Acme' });
    const body = project;
    const result = await receiver.receive({
      body,
      headers: { 'ACME-WEBHOOKS-SIGNATURE': sign(body, 'old') },
    });
    expect(result.status).toBe(200);
    const headers = new Headers({ 'Acme-Webhooks-Signature': sign(body, 'new') });
    expect((await receiver.receive({ body, headers })).status).toBe(200);
    expect((await receiver.receive(signed(body, 'new'))).error?.code).toBe('signature_missing');
  });

  it('without a secret accepts deliveries unverified, says so, and warns once', async () => {
    const logger = quiet();
    const receiver = createReceiver({ logger });
    const first = await receiver.receive({ body: project, headers: {} });
    await receiver.receive({ body: project, headers: {} });
    expect(first).toMatchObject({ status: 200, verified: false });
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toMatch(/no secret configured/);
  });

  it('answers 400 for a body that is not JSON or not an envelope', async () => {
    const receiver = make();
    expect((await receiver.receive(signed('{"event":'))).error?.code).toBe('invalid_json');
    expect((await receiver.receive(signed('[1,2]'))).status).toBe(400);
    expect((await receiver.receive(signed('{"event":"project.updated"}'))).error?.code).toBe(
      'invalid_envelope',
    );
  });

  it('answers 405 and 415 when the request is given as HTTP', async () => {
    const receiver = make();
    const input = signed(project);
    expect((await receiver.receive({ ...input, method: 'GET' })).status).toBe(405);
    const text = { ...input.headers, 'content-type': 'text/plain' };
    expect((await receiver.receive({ ...input, headers: text })).status).toBe(415);
    const none = { 'abstract-webhooks-signature': input.headers['abstract-webhooks-signature'] };
    expect((await receiver.receive({ body: project, headers: none, method: 'POST' })).status).toBe(
      415,
    );
    expect((await receiver.receive({ body: project, headers: none })).status).toBe(200);
    const charset = { ...input.headers, 'content-type': 'Application/JSON; charset=utf-8' };
    expect((await receiver.receive({ ...input, headers: charset, method: 'post' })).status).toBe(
      200,
    );
  });

  it('answers 413 over maxBodyBytes, for bodies in memory and read through readBody', async () => {
    const receiver = make({ maxBodyBytes: 100 });
    expect((await receiver.receive(signed(project))).status).toBe(413);
    const readBody = vi.fn(async (limit: number) => {
      expect(limit).toBe(100);
      return project;
    });
    expect((await receiver.receive({ headers: signed(project).headers, readBody })).status).toBe(
      413,
    );
  });

  it('maps a failing readBody to 400 body_read_failed', async () => {
    const readBody = () => Promise.reject(new Error('socket hang up'));
    const result = await make().receive({ headers: signed(project).headers, readBody });
    expect(result).toMatchObject({ status: 400, error: { code: 'body_read_failed' } });
  });

  describe('validation modes', () => {
    const invalid = Buffer.from(project.toString().replace('"#000"', '"black"'));

    it('reject (default): 422 naming the failing paths, no handler', async () => {
      const receiver = make();
      const handler = vi.fn();
      receiver.on('project.updated', handler);
      const result = await receiver.receive(signed(invalid));
      expect(result.status).toBe(422);
      expect(result.body).toMatchObject({
        ok: false,
        error: { code: 'schema_validation_failed' },
        issues: [{ path: '/data/object/color' }],
      });
      expect(handler).not.toHaveBeenCalled();
    });

    it('warn: handles the delivery, logs and reports the issues', async () => {
      const logger = quiet();
      const receiver = make({ validation: 'warn', logger });
      const handler = vi.fn();
      receiver.on('project.updated', handler);
      const result = await receiver.receive(signed(invalid));
      expect(result).toMatchObject({ status: 200, issues: [{ path: '/data/object/color' }] });
      expect(handler.mock.calls[0]![1].issues).toEqual(result.issues);
      expect(logger.warnings.join('\n')).toMatch(/\/data\/object\/color/);
    });

    it('off: no schema check', async () => {
      const receiver = make({ validation: 'off' });
      const result = await receiver.receive(signed(invalid));
      expect(result.status).toBe(200);
      expect(result.issues).toBeUndefined();
    });
  });

  it('replay window: rejects createdAt too old or too far ahead of the injected clock', async () => {
    const createdAt = Date.parse('2019-09-06T19:23:56Z');
    const at = (offsetSeconds: number) =>
      make({ replayWindowSeconds: 300, now: () => createdAt + offsetSeconds * 1000 });
    expect((await at(299).receive(signed(project))).status).toBe(200);
    expect((await at(-299).receive(signed(project))).status).toBe(200);
    const old = await at(301).receive(signed(project));
    expect(old).toMatchObject({ status: 400, error: { code: 'outside_replay_window' } });
    expect((await at(-301).receive(signed(project))).status).toBe(400);
  });

  it('dedupe: acknowledges a repeat without calling handlers, and forgets a body whose handler failed', async () => {
    const receiver = make({ dedupe: true });
    let fail = true;
    const handler = vi.fn(() => {
      if (fail) throw new Error('database down');
    });
    receiver.on('project.updated', handler);
    expect((await receiver.receive(signed(project))).status).toBe(500);
    fail = false;
    expect((await receiver.receive(signed(project))).status).toBe(200);
    const repeat = await receiver.receive(signed(project));
    expect(repeat).toMatchObject({
      status: 200,
      duplicate: true,
      body: { ok: true, duplicate: true },
      handled: 0,
    });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('answers 500 when a handler throws, leaking nothing, and onError sees the cause', async () => {
    const logger = quiet();
    const receiver = make({ logger });
    const secret = new Error('password=hunter2 at db.ts:12');
    receiver.on('project.updated', async () => {
      throw secret;
    });
    const seen = vi.fn();
    receiver.onError(seen);
    const result = await receiver.receive(signed(project));
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).not.toMatch(/hunter2|db\.ts|stack/);
    expect(result.body).toEqual({
      ok: false,
      error: { code: 'handler_failed', message: 'a handler for project.updated failed' },
    });
    expect(seen.mock.calls[0]![0].cause).toBe(secret);
    expect(logger.errors).toContain(secret);
  });

  it('runs every matching handler even when one fails', async () => {
    const receiver = make();
    const other = vi.fn();
    receiver.on('project.updated', () => Promise.reject(new Error('x'))).onAny(other);
    expect((await receiver.receive(signed(project))).status).toBe(500);
    expect(other).toHaveBeenCalledOnce();
  });

  it('onError sees rejections too, and a throwing onError changes nothing', async () => {
    const receiver = make();
    const codes: string[] = [];
    receiver.onError((error) => void codes.push(error.code));
    receiver.onError(() => {
      throw new Error('broken reporter');
    });
    expect((await receiver.receive(signed(project, 'wrong'))).status).toBe(401);
    expect(codes).toEqual(['signature_mismatch']);
  });

  it('handlerTimeoutMs: answers 202 when handlers outlast it, and they still finish', async () => {
    const receiver = make({ handlerTimeoutMs: 20 });
    let finished = false;
    receiver.on(
      'project.updated',
      () => new Promise<void>((resolve) => setTimeout(() => resolve(void (finished = true)), 80)),
    );
    const result = await receiver.receive(signed(project));
    expect(result).toMatchObject({ status: 202, body: { ok: true, pending: true } });
    expect(finished).toBe(false);
    await vi.waitFor(() => expect(finished).toBe(true));
    const fast = make({ handlerTimeoutMs: 1000 }).on('project.updated', () => {});
    expect((await fast.receive(signed(project))).status).toBe(200);
  });

  it('handlerTimeoutMs: a handler that fails within it is a 500, reported once', async () => {
    const receiver = make({ handlerTimeoutMs: 60_000, dedupe: true });
    const seen = vi.fn();
    let calls = 0;
    receiver.on('project.updated', () => {
      calls++;
      return Promise.reject(new Error('failed'));
    });
    receiver.onError(seen);
    const result = await receiver.receive(signed(project));
    expect(result).toMatchObject({ status: 500, error: { code: 'handler_failed' } });
    expect(seen).toHaveBeenCalledOnce();
    // the digest was dropped: the platform's retry runs the handler again
    expect((await receiver.receive(signed(project))).status).toBe(500);
    expect(calls).toBe(2);
  });

  it('handlerTimeoutMs: a failure after the 202 still reaches onError', async () => {
    const receiver = make({ handlerTimeoutMs: 10 });
    const seen = vi.fn();
    receiver.on(
      'project.updated',
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 40)),
    );
    receiver.onError(seen);
    expect((await receiver.receive(signed(project))).status).toBe(202);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledOnce());
    expect(seen.mock.calls[0]![0].code).toBe('handler_failed');
  });

  it('throws at registration on an unknown event name or resource, listing valid names', () => {
    const receiver = make();
    expect(() => receiver.on('project.renamed' as 'project.updated', () => {})).toThrow(
      /valid events: project\.created/,
    );
    expect(() => receiver.on('file.*' as 'project.*', () => {})).toThrow(TypeError);
  });

  it('rejects bad options with a TypeError naming them', () => {
    expect(() => createReceiver({ secret: '' })).toThrow(/secret/);
    expect(() => createReceiver({ secret: [] })).toThrow(/secret/);
    expect(() => createReceiver({ secret: ['key', ''] })).toThrow(/secret/);
    expect(() => createReceiver({ secret: ['key', 42 as unknown as string] })).toThrow(/secret/);
    expect(() => createReceiver({ maxBodyBytes: -1 })).toThrow(/maxBodyBytes/);
    expect(() => createReceiver({ maxBodyBytes: 0 })).toThrow(/maxBodyBytes/);
    expect(() => createReceiver({ handlerTimeoutMs: Infinity })).toThrow(/handlerTimeoutMs/);
    expect(() => createReceiver({ validation: 'strict' as 'reject' })).toThrow(/validation/);
    expect(() => createReceiver({ replayWindowSeconds: Number.NaN })).toThrow(
      /replayWindowSeconds/,
    );
  });
});
