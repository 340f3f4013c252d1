// docs/verifying-signatures.md "Getting the raw bytes, framework by framework", exactly as written
// (the generated doc blocks): the Next.js route handler and API route, Fastify and the Lambda
// handler each verify a body with the platform's Go escapes (which JSON.stringify(parsed) cannot
// reproduce) and refuse another key; Fastify takes a push over its default 1 MiB limit; the
// Lambda handler finds the header in both payload versions' cases.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliver,
  fixture,
  fixtures,
  serializeDelivery,
  signedHeaders,
  type DeliverTarget,
} from '@designhooks/testing';
import { importDocBlock } from './doc-block.ts';

const SIGNING_KEY = 'raw-bytes-recipe-key';
type LambdaHandler = (event: unknown) => Promise<{ statusCode: number }>;
const recipes: Array<[string, DeliverTarget, string]> = [];
let fastify: FastifyInstance;
let lambda: LambdaHandler;

beforeAll(async () => {
  process.env.SIGNING_KEY = SIGNING_KEY; // the recipes read it when they run
  const page = 'verifying-signatures';
  const route = await importDocBlock<{ POST: (request: Request) => Promise<Response> }>(
    page,
    'export async function POST',
  );
  recipes.push(['Next.js route handler', route.POST, '/api/webhooks']);
  const pages = await importDocBlock<{
    default: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  }>(page, 'bodyParser: false');
  recipes.push(['Next.js API route', pages.default, '/api/webhooks']);
  fastify = (await importDocBlock<{ app: FastifyInstance }>(page, 'Fastify()')).app;
  await fastify.ready();
  recipes.push(['Fastify', fastify.server, '/webhooks']);
  lambda = (await importDocBlock<{ handler: LambdaHandler }>(page, 'isBase64Encoded')).handler;
  return () => fastify.close();
});

const escaped = fixtures('comment.created').find((f) => f.variant === 'html-characters')!.bytes;

describe('the raw-bytes recipes of the signatures guide', () => {
  it('verify a Go-escaped body over its bytes, and refuse another key', async () => {
    expect(escaped.toString()).toContain('\\u003c'); // what JSON.stringify would not write
    expect(recipes).toHaveLength(3);
    for (const [name, target, path] of recipes) {
      const signed = await deliver(target, escaped, { secret: SIGNING_KEY, path });
      expect(signed.status, name).toBe(200);
      const wrong = await deliver(target, escaped, { secret: 'another-key', path });
      expect(wrong.status, name).toBe(401);
    }
  });

  it("Fastify's recipe takes a push over Fastify's default body limit of 1 MiB", async () => {
    const push = fixture('commits.created') as { data: { object: { commits: unknown[] } } };
    const commit = push.data.object.commits[0];
    push.data.object.commits = Array.from({ length: 4_000 }, () => commit);
    const body = serializeDelivery(push);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const answer = await deliver(fastify.server, body, { secret: SIGNING_KEY, path: '/webhooks' });
    expect(answer.status).toBe(200);
  });
});

describe("the guide's Lambda handler", () => {
  const lowerCase = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  it('REST API (payload 1.0): the header in the case the platform sends it', async () => {
    const headers = signedHeaders(escaped, SIGNING_KEY);
    expect(Object.keys(headers)).toContain('Abstract-Webhooks-Signature');
    const event = { body: escaped.toString('utf8'), isBase64Encoded: false, headers };
    expect(await lambda(event)).toEqual({ statusCode: 200 });
  });

  it('HTTP API (payload 2.0): a base64 body and lower-case header names', async () => {
    const headers = lowerCase(signedHeaders(escaped, SIGNING_KEY));
    const event = { body: escaped.toString('base64'), isBase64Encoded: true, headers };
    expect(await lambda(event)).toEqual({ statusCode: 200 });
    const wrong = lowerCase(signedHeaders(escaped, 'another-key'));
    expect(await lambda({ ...event, headers: wrong })).toEqual({ statusCode: 401 });
  });
});
