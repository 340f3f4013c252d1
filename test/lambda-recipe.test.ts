// docs/receiver.md's AWS Lambda handler, exactly as written (its generated doc block), called
// with API Gateway events of both payload versions: a base64 body with lower-case headers
// (HTTP APIs, function URLs) and a text body with the platform's header case (REST APIs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtures, signedHeaders } from '@designhooks/testing';

const SIGNING_KEY = 'lambda-recipe-key';
const blocks = join(import.meta.dirname, 'generated/doc-blocks');

interface LambdaAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}
type Handler = (event: unknown) => Promise<LambdaAnswer>;
let handler: Handler;

beforeAll(async () => {
  process.env.SIGNING_KEY = SIGNING_KEY; // the recipe reads it when its module loads
  const found = readdirSync(blocks).filter(
    (file) =>
      file.startsWith('docs--receiver.') &&
      readFileSync(join(blocks, file), 'utf8').includes('export async function handler'),
  );
  expect(found, 'one Lambda handler in docs/receiver.md').toHaveLength(1);
  const module = (await import(pathToFileURL(join(blocks, found[0]!)).href)) as {
    handler: Handler;
  };
  handler = module.handler;
});
afterEach(() => vi.restoreAllMocks());

const lowerCase = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe("the receiver guide's Lambda handler", () => {
  it('payload 2.0: a base64 body with Go escapes, lower-case headers: 200', async () => {
    const escaped = fixtures('comment.created').find((f) => f.variant === 'html-characters')!;
    expect(escaped.bytes.toString()).toContain('\\u003c');
    const answer = await handler({
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
    const answer = await handler({
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
    const wrong = await handler({
      body: body.toString('utf8'),
      headers: signedHeaders(body, 'another-key'),
      httpMethod: 'POST',
    });
    expect(wrong.statusCode).toBe(401);
    expect(JSON.parse(wrong.body)).toMatchObject({ error: { code: 'signature_mismatch' } });
    const get = await handler({ headers: {}, requestContext: { http: { method: 'GET' } } });
    expect(get).toMatchObject({ statusCode: 405, headers: { allow: 'POST' } });
  });
});
