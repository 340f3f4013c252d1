// docs/receiver.md's AWS Lambda handler, Fastify app and Koa app, and docs/contract-testing.md's
// Lambda function written without the SDK, exactly as written (their
// generated doc blocks): each passes every case of the check in process, and the Lambda handler is also called
// with API Gateway events of both payload versions as they come (a base64 body with lower-case
// headers; a text body with the platform's header case).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Koa from 'koa';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkReceiver,
  deliver,
  fixtures,
  signedHeaders,
  type CheckReport,
  type LambdaTarget,
} from '@designhooks/testing';
import { quietLogger } from '@designhooks/test-support';
import { importDocBlock } from './doc-block.ts';

const SIGNING_KEY = 'receiver-recipe-key';
interface LambdaAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}
type LambdaHandler = (event: unknown) => Promise<LambdaAnswer>;
let lambda: LambdaHandler;
let fastify: FastifyInstance;

beforeAll(async () => {
  process.env.SIGNING_KEY = SIGNING_KEY; // the recipes read it when their modules load
  lambda = (
    await importDocBlock<{ handler: LambdaHandler }>('receiver', 'export async function handler')
  ).handler;
  fastify = (await importDocBlock<{ app: FastifyInstance }>('receiver', 'Fastify()')).app;
  await fastify.ready();
  return () => fastify.close();
});
afterEach(() => vi.restoreAllMocks());

const failures = (report: CheckReport) => report.cases.filter((c) => c.verdict !== 'pass');
/** What a Lambda handler is not graded on: API Gateway hands it the body whole, never split. */
const lambdaSkips = ['encoding.utf8-split skip'];
const notPassed = (report: CheckReport) => failures(report).map((c) => `${c.id} ${c.verdict}`);
const lowerCase = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe("the receiver guide's Lambda handler", () => {
  it('payload 2.0: a base64 body with Go escapes, lower-case headers: 200', async () => {
    const escaped = fixtures('comment.created').find((f) => f.variant === 'html-characters')!;
    expect(escaped.bytes.toString()).toContain('\\u003c');
    const answer = await lambda({
      body: escaped.bytes.toString('base64'),
      isBase64Encoded: true,
      headers: lowerCase(signedHeaders(escaped.bytes, SIGNING_KEY)),
      requestContext: { http: { method: 'POST' } },
    });
    expect(answer).toMatchObject({ statusCode: 200, body: '{"ok":true}' });
    expect(answer.headers['content-type']).toBe('application/json');
  });

  it("payload 1.0: a text body with the platform's header case: 200, and the handler ran", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const push = fixtures('commits.created')[0]!;
    const answer = await lambda({
      body: push.bytes.toString('utf8'),
      isBase64Encoded: false,
      headers: signedHeaders(push.bytes, SIGNING_KEY),
      httpMethod: 'POST',
    });
    expect(answer.statusCode).toBe(200);
    expect(log).toHaveBeenCalledWith(expect.any(Number), 'commits');
  });

  it('another key: 401; a GET: 405 with Allow', async () => {
    const body = fixtures('project.updated')[0]!.bytes;
    const wrong = await lambda({
      body: body.toString('utf8'),
      headers: signedHeaders(body, 'another-key'),
      httpMethod: 'POST',
    });
    expect(wrong.statusCode).toBe(401);
    expect(JSON.parse(wrong.body)).toMatchObject({ error: { code: 'signature_mismatch' } });
    const get = await lambda({ headers: {}, requestContext: { http: { method: 'GET' } } });
    expect(get).toMatchObject({ statusCode: 405, headers: { allow: 'POST' } });
  });

  it('passes every case of the check it can be graded on behind API Gateway, either payload, base64 or not', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the receiver's drift warnings
    for (const payload of ['1.0', '2.0'] as const)
      for (const base64 of [true, false]) {
        // the testing kit hands the handler API Gateway's event, as an integrator's test does
        const target: LambdaTarget = { lambda, payload, base64 };
        const report = await checkReceiver({ handler: target, secret: SIGNING_KEY });
        expect(notPassed(report), `payload ${payload}, base64: ${base64}`).toEqual(lambdaSkips);
      }
  });
});

describe("the contract-testing guide's hand-written Lambda function", () => {
  it('runs as written (200 true), and passes every case it can be graded on behind API Gateway, either payload, base64 or not', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { handler } = await importDocBlock<{ handler: LambdaTarget['lambda'] }>(
      'contract-testing',
      "lambda: handler, payload: '1.0'",
    );
    expect(log).toHaveBeenCalledWith(200, true);
    for (const payload of ['1.0', '2.0'] as const)
      for (const base64 of [true, false]) {
        const target: LambdaTarget = { lambda: handler, payload, base64 };
        const report = await checkReceiver({ handler: target, secret: 'test-key' });
        expect(notPassed(report), `payload ${payload}, base64: ${base64}`).toEqual(lambdaSkips);
      }
  });
});

describe("the receiver guide's Fastify app", () => {
  it('passes every case of the check, the Go-escaped bodies included', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const node = (req: IncomingMessage, res: ServerResponse) =>
      fastify.server.emit('request', req, res);
    const report = await checkReceiver({ handler: node, path: '/webhooks', secret: SIGNING_KEY });
    expect(failures(report)).toEqual([]);
  });

  it("what the guide says does not work: request.raw to nodeHandler after Fastify's parser, 500 body_already_read", async () => {
    const { default: Fastify } = await import('fastify');
    const { createReceiver } = await import('@designhooks/receiver');
    const { nodeHandler } = await import('@designhooks/receiver/node');
    const handler = nodeHandler(createReceiver({ secret: SIGNING_KEY, logger: quietLogger }));
    const naive = Fastify();
    naive.post('/webhooks', (request, reply) => {
      reply.hijack();
      handler(request.raw, reply.raw);
    });
    const body = fixtures('branch.created')[0]!.bytes;
    const answer = await naive.inject({
      method: 'POST',
      url: '/webhooks',
      headers: signedHeaders(body, SIGNING_KEY),
      payload: body,
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ error: { code: 'body_already_read' } });
    await naive.close();
  });

  it("answers as the SDK's adapters do: 415 for another media type, 401 for another key", async () => {
    const body = fixtures('branch.created')[0]!.bytes;
    const text = await fastify.inject({
      method: 'POST',
      url: '/webhooks',
      headers: { ...signedHeaders(body, SIGNING_KEY), 'content-type': 'text/plain' },
      payload: body,
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    const wrong = await fastify.inject({
      method: 'POST',
      url: '/webhooks',
      headers: signedHeaders(body, 'another-key'),
      payload: body,
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe("the receiver guide's Koa app", () => {
  it('passes every case of the check, and leaves other paths to the rest of the app', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { app } = await importDocBlock<{ app: Koa }>('receiver', 'new Koa()');
    const report = await checkReceiver({
      handler: app.callback(),
      path: '/webhooks',
      secret: SIGNING_KEY,
    });
    expect(failures(report)).toEqual([]);
    const body = fixtures('comment.created')[0]!.bytes;
    const elsewhere = await deliver(app.callback(), body, { secret: SIGNING_KEY, path: '/other' });
    expect(elsewhere.status).toBe(404); // Koa's own answer: nothing else is mounted
  });

  it('what the guide says does not work: the webhook behind a body parser, 500 body_already_read', async () => {
    const { default: KoaApp } = await import('koa');
    const { createReceiver } = await import('@designhooks/receiver');
    const { nodeHandler } = await import('@designhooks/receiver/node');
    const webhook = nodeHandler(createReceiver({ secret: SIGNING_KEY, logger: quietLogger }));
    const parsed = new KoaApp();
    parsed.use(async (ctx, next) => {
      // what a body parser does: read the stream to its end
      for await (const chunk of ctx.req) void chunk;
      await next();
    });
    parsed.use((ctx) => {
      ctx.respond = false;
      webhook(ctx.req, ctx.res);
    });
    const body = fixtures('comment.created')[0]!.bytes;
    const answer = await deliver(parsed.callback(), body, {
      secret: SIGNING_KEY,
      path: '/webhooks',
    });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'body_already_read' } });
  });
});

describe("the receiver guide's pino logger", () => {
  // pino as Fastify's app.log is: JSON lines, here into an array instead of stdout
  async function pinoLines() {
    const { default: pino } = await import('pino');
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: 'debug' },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    return { log, lines };
  }

  it("a failing handler's line says why, and carries the error's stack as err", async () => {
    const { fromPino } = await importDocBlock<{
      fromPino: (log: import('pino').Logger) => import('@designhooks/receiver').ReceiverLogger;
    }>('receiver', 'fromPino');
    const { createReceiver } = await import('@designhooks/receiver');
    const { log, lines } = await pinoLines();
    const receiver = createReceiver({ secret: SIGNING_KEY, logger: fromPino(log) }).on(
      'comment.created',
      () => {
        throw new Error('db down');
      },
    );
    const body = fixtures('comment.created')[0]!.bytes;
    const failed = await receiver.receive({ body, headers: signedHeaders(body, SIGNING_KEY) });
    expect(failed.status).toBe(500);
    const refused = await receiver.receive({ body, headers: signedHeaders(body, 'other-key') });
    expect(refused.status).toBe(401);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: '[designhooks] a handler for comment.created failed: db down',
        err: expect.objectContaining({
          message: 'db down',
          stack: expect.stringMatching(/^Error: db down\n/),
        }),
      }),
      expect.objectContaining({
        level: 20,
        msg: expect.stringMatching(/^\[designhooks\] rejected with 401: /),
      }),
    ]);
  });

  it('handed pino as it is, the line alone still says why (pino drops the error argument)', async () => {
    const { createReceiver } = await import('@designhooks/receiver');
    const { log, lines } = await pinoLines();
    const receiver = createReceiver({ secret: SIGNING_KEY, logger: log }).on(
      'comment.created',
      () => {
        throw new Error('db down');
      },
    );
    const body = fixtures('comment.created')[0]!.bytes;
    await receiver.receive({ body, headers: signedHeaders(body, SIGNING_KEY) });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: '[designhooks] a handler for comment.created failed: db down',
      }),
    ]);
    expect(lines[0]).not.toHaveProperty('err');
  });
});
