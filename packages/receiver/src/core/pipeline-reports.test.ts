import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { quietLogger } from '@designhooks/test-support';
import { MAX_DIAGNOSED_BODY_BYTES } from '../constants.ts';
import { sign } from '../crypto/sign.ts';
import type { SignatureMismatchError } from '../errors.ts';
import { DRIFT_KEY_CHARS, MAX_DRIFTS_REMEMBERED } from './pipeline.ts';
import { createReceiver } from './receiver.ts';
import type { DeliveryContext, ReceiverOptions } from './types.ts';

// What the pipeline tells the integrator besides the status: the drift warning, the context a
// handler gets, the result of a failure, the logger's lines and onError's failures (found
// unchecked by mutation testing, `npm run mutate`). Everything goes through the public `receive`.

const SECRET = 'reports-secret';
const project = JSON.parse(readFixture('project.updated').toString()) as {
  data: { object: Record<string, unknown> };
};
const headersFor = (body: Uint8Array | string, secret = SECRET) => ({
  'content-type': 'application/json',
  'abstract-webhooks-signature': sign(body, secret),
});
const withObject = (fields: Record<string, unknown>) =>
  JSON.stringify({ ...project, data: { object: { ...project.data.object, ...fields } } });
const logged = () => ({ warn: vi.fn(), error: vi.fn(), debug: vi.fn() });
const make = (options: ReceiverOptions = {}) =>
  createReceiver({ secret: SECRET, logger: quietLogger, ...options });
const extraFields = (count: number, name = (i: number) => `extra${i}`) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [name(i), i]));

afterEach(() => vi.restoreAllMocks());

describe('receive: the drift warning', () => {
  const warningFor = async (fields: Record<string, unknown>) => {
    const logger = logged();
    const body = withObject(fields);
    const result = await make({ logger }).receive({ body, headers: headersFor(body) });
    expect(result.status).toBe(200);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    return { warning: String(logger.warn.mock.calls[0]![0]), drift: result.drift };
  };

  it('names ten paths and counts the rest', async () => {
    const ten = await warningFor(extraFields(10));
    expect(ten.drift).toHaveLength(10);
    expect(ten.warning).toContain('/data/object/extra9 (unknown-field)');
    expect(ten.warning).not.toContain('more');
    const twelve = await warningFor(extraFields(12));
    expect(twelve.drift).toHaveLength(12);
    expect(twelve.warning).toContain('/data/object/extra9 (unknown-field) and 2 more');
    expect(twelve.warning).not.toContain('extra10');
  });

  it('cuts a path at 200 characters and escapes control characters in it', async () => {
    const long = 'k'.repeat(300);
    const { warning } = await warningFor({ [long]: 1, 'a\u001b[31mb\nc': 2 });
    const cut = `/data/object/${long}`.slice(0, 200);
    expect(warning).toContain(`${cut}… (unknown-field)`);
    expect(warning).not.toContain(`${cut}k`);
    expect(warning).toContain('/data/object/a\\u001b[31mb\\u000ac (unknown-field)');
    expect([...warning].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
  });

  it('logs a drift once per receiver: the same drift later (a field added to every commit, however long the push) is in result.drift only', async () => {
    const logger = logged();
    const receiver = make({ logger });
    const send = async (body: string) => {
      const result = await receiver.receive({ body, headers: headersFor(body) });
      expect(result.status).toBe(200);
      return result.drift;
    };
    const push = (commits: number, field: string) => {
      const delivery = JSON.parse(readFixture('commits.created.many-commits').toString('utf8'));
      delivery.data.object.commits = delivery.data.object.commits
        .slice(0, commits)
        .map((commit: object) => ({ ...commit, [field]: true }));
      return JSON.stringify(delivery);
    };
    expect(await send(withObject({ starred: true }))).toHaveLength(1);
    expect(await send(withObject({ starred: false }))).toHaveLength(1); // same drift, other value
    expect(await send(push(2, 'signed'))).toHaveLength(2);
    expect(await send(push(3, 'signed'))).toHaveLength(3); // same drift, a longer push
    expect(await send(push(50, 'signed'))).toHaveLength(50); // indexes of two digits too
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(
        /^\[designhooks\] project\.updated delivery drifts .*\/data\/object\/starred \(unknown-field\) \(logged once: /,
      ),
      expect.stringMatching(
        /^\[designhooks\] commits\.created delivery drifts .*\/data\/object\/commits\/0\/signed \(unknown-field\)/,
      ),
    ]);
    // another field, or the same one with another, is another drift
    await send(withObject({ pinned: true }));
    await send(withObject({ starred: true, pinned: true }));
    expect(logger.warn).toHaveBeenCalledTimes(4);
    // a field whose name starts with digits is a field, not an index
    await send(withObject({ '1a': true }));
    await send(withObject({ '2a': true }));
    expect(logger.warn).toHaveBeenCalledTimes(6);
    // a new receiver has logged nothing yet
    const fresh = logged();
    const body = withObject({ starred: true });
    await make({ logger: fresh }).receive({ body, headers: headersFor(body) });
    expect(fresh.warn).toHaveBeenCalledTimes(1);
  });

  it(`tells drifts apart by their first ten paths and ${DRIFT_KEY_CHARS} characters (memory stays bounded)`, async () => {
    const logger = logged();
    const receiver = make({ logger });
    const send = async (fields: Record<string, unknown>) => {
      const body = withObject(fields);
      await receiver.receive({ body, headers: headersFor(body) });
    };
    // eleven unknown fields alike but the eleventh: logged once
    await send({ ...extraFields(10), z1: 1 });
    await send({ ...extraFields(10), z2: 1 });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    // names alike for longer than the limit: logged once
    const long = 'k'.repeat(DRIFT_KEY_CHARS);
    await send({ [`${long}a`]: 1 });
    await send({ [`${long}b`]: 1 });
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it(`remembers at most ${MAX_DRIFTS_REMEMBERED} drifts: past that, each is logged every time (memory stays bounded)`, async () => {
    const logger = logged();
    const receiver = make({ logger });
    const send = async (fields: Record<string, unknown>) => {
      const body = withObject(fields);
      await receiver.receive({ body, headers: headersFor(body) });
    };
    for (let i = 0; i < MAX_DRIFTS_REMEMBERED; i++) await send({ [`f${i}`]: 1 });
    await send({ f0: 1 }); // remembered: not logged again
    expect(logger.warn).toHaveBeenCalledTimes(MAX_DRIFTS_REMEMBERED);
    await send({ beyond: 1 });
    await send({ beyond: 1 }); // not remembered: logged each time
    expect(logger.warn).toHaveBeenCalledTimes(MAX_DRIFTS_REMEMBERED + 2);
  });

  it('keeps a path of exactly 200 characters whole', async () => {
    const name = 'k'.repeat(200 - '/data/object/'.length);
    const { warning } = await warningFor({ [name]: 1 });
    expect(warning).toContain(`/data/object/${name} (unknown-field)`);
    expect(warning).not.toContain('…');
  });
});

describe('receive: the context a handler gets', () => {
  it('carries the issues (validation: warn) and the drift the result reports', async () => {
    const seen: DeliveryContext[] = [];
    const receiver = make({ validation: 'warn' }).on('project.updated', (_payload, context) => {
      seen.push(context);
    });
    const invalid = withObject({ id: 42 });
    const bad = await receiver.receive({ body: invalid, headers: headersFor(invalid) });
    expect(bad.issues?.length).toBeGreaterThan(0);
    expect(seen[0]!.issues).toEqual(bad.issues);

    const drifting = withObject({ brandNew: true });
    const ok = await receiver.receive({ body: drifting, headers: headersFor(drifting) });
    expect(ok.drift).toEqual([
      { path: '/data/object/brandNew', kind: 'unknown-field', value: true },
    ]);
    expect(seen[1]!.drift).toEqual(ok.drift);
    expect(seen[1]!.issues).toEqual([]);
  });
});

describe('receive: the result of a failure', () => {
  it('keeps the drift found before a later step failed', async () => {
    const failing = { add: () => Promise.reject(new Error('store down')), delete: () => {} };
    const body = withObject({ brandNew: 1 });
    const result = await make({ dedupe: failing }).receive({ body, headers: headersFor(body) });
    expect(result.error?.code).toBe('dedupe_store_failed');
    expect(result.drift).toEqual([
      { path: '/data/object/brandNew', kind: 'unknown-field', value: 1 },
    ]);
    expect(result.delivery?.event).toBe('project.updated');
  });

  it('has no delivery member when the body was never parsed', async () => {
    const body = withObject({});
    const result = await make().receive({ body, headers: headersFor(body, 'other') });
    expect(result.status).toBe(401);
    expect(Object.keys(result)).not.toContain('delivery');
    expect(Object.keys(result)).not.toContain('verifiedOver');
  });

  it('a dedupe store that throws at once is a 500 dedupe_store_failed too', async () => {
    const throwing = {
      add: (): boolean => {
        throw new Error('store down');
      },
      delete: () => {},
    };
    const body = withObject({});
    const result = await make({ dedupe: throwing }).receive({ body, headers: headersFor(body) });
    expect(result.error?.code).toBe('dedupe_store_failed');
  });

  it('a handler that throws at once fails the delivery though another one is still running', async () => {
    const logger = logged();
    const boom = new Error('sync boom');
    const receiver = make({ logger })
      .on('project.updated', () => {
        throw boom;
      })
      .on('project.updated', async () => {});
    const body = withObject({});
    const result = await receiver.receive({ body, headers: headersFor(body) });
    expect(result.error?.code).toBe('handler_failed');
    expect(logger.error).toHaveBeenCalledWith(
      `[designhooks] ${result.error!.message}: sync boom`,
      boom,
    );
  });

  it('an unexpected failure is a 500 internal_error whose cause reaches the logger', async () => {
    const broken = new Error('logger broke');
    const error = vi.fn();
    const receiver = createReceiver({
      logger: {
        warn: () => {
          throw broken;
        },
        error,
      },
    });
    const body = withObject({});
    const result = await receiver.receive({ body, headers: headersFor(body) });
    expect(result.status).toBe(500);
    expect(result.error?.code).toBe('internal_error');
    expect(error).toHaveBeenCalledWith(
      `[designhooks] ${result.error!.message}: logger broke`,
      broken,
    );
  });

  it('a failing handler is handler_failed with or without a dedupe store', async () => {
    const body = withObject({});
    for (const dedupe of [undefined, false] as const) {
      const receiver = make({ dedupe }).on('project.updated', () => {
        throw new Error('boom');
      });
      const result = await receiver.receive({ body, headers: headersFor(body) });
      expect(result.status).toBe(500);
      expect(result.error?.code).toBe('handler_failed');
    }
  });
});

describe('receive: what the logger and onError hear', () => {
  it('logs a 5xx as an error with its message and cause', async () => {
    const logger = logged();
    const boom = new Error('boom');
    const receiver = make({ logger }).on('project.updated', () => {
      throw boom;
    });
    const body = withObject({});
    const result = await receiver.receive({ body, headers: headersFor(body) });
    expect(logger.error).toHaveBeenCalledWith(`[designhooks] ${result.error!.message}: boom`, boom);
  });

  // A logger that keeps only its first argument (pino, so Fastify's request.log) still learns
  // why: the cause's own message, on one line, cut at 300 characters.
  it.each([
    [new Error('db down'), ': db down'],
    ['a thrown string', ': a thrown string'],
    [new Error('line one\nline two\u001b[31m'), ': line one\\u000aline two\\u001b[31m'],
    [new Error('x'.repeat(1000)), `: ${'x'.repeat(300)}`],
    [{ code: 42 }, ''],
    [new Error(''), ''],
  ])('the line carries what a handler threw: %s', async (thrown, tail) => {
    const logger = logged();
    const receiver = make({ logger }).on('project.updated', () => {
      throw thrown;
    });
    const body = withObject({});
    const result = await receiver.receive({ body, headers: headersFor(body) });
    expect(logger.error).toHaveBeenCalledWith(
      `[designhooks] ${result.error!.message}${tail}`,
      thrown,
    );
    // the answer is the same whatever was thrown: nothing of it leaves the receiver
    expect(result.body).toEqual({
      ok: false,
      error: { code: 'handler_failed', message: 'a handler for project.updated failed' },
    });
  });

  it("logs a rejection at debug with the signature doctor's code and fix, and nothing more without one", async () => {
    const logger = logged();
    const body = withObject({});
    const wrong = await make({ logger }).receive({ body, headers: headersFor(body, 'other') });
    const { diagnosis } = wrong.error as SignatureMismatchError;
    expect(diagnosis).toBeDefined();
    expect(logger.debug).toHaveBeenLastCalledWith(
      `[designhooks] rejected with 401: ${wrong.error!.message} (${diagnosis!.code}: ${diagnosis!.message} Fix: ${diagnosis!.fix})`,
    );
    const notJson = '{';
    const bad = await make({ logger }).receive({ body: notJson, headers: headersFor(notJson) });
    expect(logger.debug).toHaveBeenLastCalledWith(
      `[designhooks] rejected with 400: ${bad.error!.message}`,
    );
  });

  it('logs an onError handler that throws or rejects, and answers as if it had not', async () => {
    const logger = logged();
    const thrown = new Error('thrown');
    const rejected = new Error('rejected');
    const receiver = make({ logger })
      .onError(() => {
        throw thrown;
      })
      .onError(() => Promise.reject(rejected))
      .onError(() => 'not a promise');
    const body = withObject({});
    const result = await receiver.receive({ body, headers: headersFor(body, 'other') });
    expect(result.status).toBe(401);
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2));
    expect(logger.error).toHaveBeenCalledWith(
      '[designhooks] an onError handler failed: thrown',
      thrown,
    );
    expect(logger.error).toHaveBeenCalledWith(
      '[designhooks] an onError handler failed: rejected',
      rejected,
    );
  });

  it('handlers and onError handlers may return null or any value', async () => {
    const onError = vi.fn(() => null);
    const receiver = make()
      .on('project.updated', () => null)
      .on('project.updated', () => 0)
      .onError(onError);
    const body = withObject({});
    expect((await receiver.receive({ body, headers: headersFor(body) })).status).toBe(200);
    expect((await receiver.receive({ body, headers: headersFor(body, 'other') })).status).toBe(401);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('says once how to fix a body parsed before the receiver', async () => {
    const logger = logged();
    const body = withObject({});
    await make({ logger }).receive({ body, headers: headersFor(body), reserialized: true });
    expect(logger.warn).toHaveBeenCalledWith(
      "[designhooks] the request body was parsed before the webhook receiver (express.json(), a Next.js API route's " +
        'bodyParser or another parser ran first): the signature is checked over JSON.stringify(req.body), ' +
        'which fails when the platform escapes characters such as < > &. Mount ' +
        "expressMiddleware(receiver) on its route before any body parser, e.g. app.post('/webhooks', " +
        'expressMiddleware(receiver)) above app.use(express.json()); in a Next.js API route, export const config = ' +
        '{ api: { bodyParser: false } }; or have the parser keep the bytes in ' +
        'req.rawBody: express.json({ verify: (req, res, bytes) => { req.rawBody = bytes } })',
    );
  });

  it('without a logger, warns on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = withObject({});
    await createReceiver({}).receive({ body, headers: headersFor(body) });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[designhooks]'));
  });

  it('rejects the promise when the logger itself throws, even while reporting', async () => {
    const broken = new Error('logger broke');
    const fail = () => {
      throw broken;
    };
    const receiver = createReceiver({ logger: { warn: fail, error: fail } });
    const body = withObject({});
    await expect(receiver.receive({ body, headers: headersFor(body) })).rejects.toBe(broken);
  });
});

describe('receive: which bodies the signature doctor looks at', () => {
  const diagnosisOf = async (body: Uint8Array | string) => {
    const result = await make({ validation: 'off' }).receive({
      body,
      headers: headersFor(body, 'other'),
    });
    expect(result.status).toBe(401);
    return (result.error as SignatureMismatchError).diagnosis;
  };

  it(`diagnoses a body of up to ${MAX_DIAGNOSED_BODY_BYTES} bytes and skips a larger one`, async () => {
    expect(await diagnosisOf(Buffer.alloc(MAX_DIAGNOSED_BODY_BYTES, 'a'))).toBeDefined();
    expect(await diagnosisOf(Buffer.alloc(MAX_DIAGNOSED_BODY_BYTES + 1, 'a'))).toBeUndefined();
  });

  it('counts a string body in UTF-8 bytes', async () => {
    expect(await diagnosisOf('é'.repeat(MAX_DIAGNOSED_BODY_BYTES / 2))).toBeDefined();
    expect(await diagnosisOf('é'.repeat(MAX_DIAGNOSED_BODY_BYTES / 2 + 1))).toBeUndefined();
    expect(await diagnosisOf('a'.repeat(MAX_DIAGNOSED_BODY_BYTES + 1))).toBeUndefined();
  });
});
