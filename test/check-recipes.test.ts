// docs/check.md's receivers, exactly as written there (the generated doc blocks), each pass every
// case of the check in process: express, a Next.js route handler, Fastify, NestJS, and a Lambda
// function behind API Gateway, all sharing the doc's `handle`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger, type INestApplication } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { checkReceiver, type CheckReport } from '@designhooks/testing';
import { docBlockText } from './doc-block.ts';
import { createExpressReceiver } from './generated/doc-blocks/docs--check.2.ts';
import { createPostHandler } from './generated/doc-blocks/docs--check.3.ts';
import { createFastifyReceiver } from './generated/doc-blocks/docs--check.4.ts';
import { createLambdaHandler } from './generated/doc-blocks/docs--check.5.ts';
import { handle } from './generated/doc-blocks/docs--check.6.ts';

const SECRET = 'recipe-key';
const failures = (report: CheckReport) => report.cases.filter((c) => c.verdict !== 'pass');

type CreateNestReceiver = (secret: string, on: typeof handle) => Promise<INestApplication>;

/**
 * The NestJS block (fenced `ts nestjs`: the root type-check has no legacy decorators), type-checked
 * and compiled as a Nest project is (experimentalDecorators, emitDecoratorMetadata) into
 * test/generated, where the repo's packages resolve, then imported.
 */
async function compileNestRecipe(name: string, source: string): Promise<CreateNestReceiver> {
  const dir = join(import.meta.dirname, 'generated', `nestjs-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'webhooks.ts'), source);
  const compilerOptions = {
    target: 'ES2022',
    module: 'nodenext',
    experimentalDecorators: true,
    emitDecoratorMetadata: true,
    strict: true,
    outDir: 'dist',
    types: ['node'],
  };
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: ['webhooks.ts'] }),
  );
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const built = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
  expect(built.stdout + built.stderr).toBe('');
  const compiled = await import(pathToFileURL(join(dir, 'dist', 'webhooks.js')).href);
  return compiled.createNestReceiver as CreateNestReceiver;
}

/** checkReceiver against a Nest app, in process through its HTTP server (no port). */
async function checkNest(createNestReceiver: CreateNestReceiver): Promise<CheckReport> {
  Logger.overrideLogger(false); // Nest's start-up lines
  const app = await createNestReceiver(SECRET, handle);
  await app.init();
  try {
    const server = app.getHttpServer(); // as in a Nest test with supertest
    return await checkReceiver({ handler: server, path: '/webhooks', secret: SECRET });
  } finally {
    await app.close();
  }
}

describe("docs/check.md's receivers pass every case", () => {
  it('express', async () => {
    const app = createExpressReceiver(SECRET, handle);
    const report = await checkReceiver({ handler: app, path: '/webhooks', secret: SECRET });
    expect(failures(report)).toEqual([]);
  });

  it('a Next.js route handler (POST only: Next.js answers 405 to the rest)', async () => {
    const POST = createPostHandler(SECRET, handle);
    const route = (request: Request) =>
      request.method === 'POST' ? POST(request) : new Response(null, { status: 405 });
    const report = await checkReceiver({ handler: { fetch: route }, secret: SECRET });
    expect(failures(report)).toEqual([]);
  });

  it('Fastify', async () => {
    const app = createFastifyReceiver(SECRET, handle);
    await app.ready();
    const node = (req: IncomingMessage, res: ServerResponse) =>
      app.server.emit('request', req, res);
    const report = await checkReceiver({ handler: node, path: '/webhooks', secret: SECRET });
    await app.close();
    expect(failures(report)).toEqual([]);
  });

  it('NestJS, compiled with its decorator settings', { timeout: 60_000 }, async () => {
    const recipe = docBlockText('check', 'ts nestjs');
    const report = await checkNest(await compileNestRecipe('recipe', recipe));
    expect(failures(report)).toEqual([]);
    // without the larger limit, as after Nest's raw-body guide alone: a large push is refused
    const limit = /^ *app\.useBodyParser\('json', \{ limit: '5mb' \}\);.*\n/m;
    expect(recipe).toMatch(limit);
    const plain = await checkNest(
      await compileNestRecipe('default-limit', recipe.replace(limit, '')),
    );
    expect(failures(plain).map((c) => [c.id, c.status, c.reason])).toEqual([
      [
        'size.large',
        413,
        expect.stringMatching(/: the body limit is too low \(express\.json's default is 100 KB\)/),
      ],
    ]);
  });

  it.each([
    ['an HTTP API (payload 2.0, body as text)', false],
    ['a REST API (payload 1.0, body base64-encoded)', true],
  ])('Lambda behind %s', async (_name, base64) => {
    const lambda = createLambdaHandler(SECRET, handle);
    // What API Gateway does with the request before the function sees it.
    const apiGateway = async (request: Request) => {
      const bytes = Buffer.from(await request.arrayBuffer());
      const headers = Object.fromEntries(
        [...request.headers].map(([name, value]) => [
          base64 ? name.replace(/^\w|-\w/g, (c) => c.toUpperCase()) : name,
          value,
        ]),
      );
      const result = await lambda({
        body:
          bytes.length === 0 ? null : base64 ? bytes.toString('base64') : bytes.toString('utf8'),
        isBase64Encoded: base64,
        headers,
        ...(base64
          ? { httpMethod: request.method }
          : { requestContext: { http: { method: request.method } } }),
      });
      return new Response(result.body || null, { status: result.statusCode });
    };
    const report = await checkReceiver({ handler: { fetch: apiGateway }, secret: SECRET });
    expect(failures(report)).toEqual([]);
  });

  it('the same express receiver with express.json() and JSON.stringify fails as the docs say', async () => {
    // the counter-example: a receiver built from the platform's documented recipe
    const { createHmac } = await import('node:crypto');
    const express = (await import('express')).default;
    const app = express();
    app.post('/webhooks', express.json(), (req, res) => {
      const expected = createHmac('sha256', SECRET).update(JSON.stringify(req.body)).digest('hex');
      res.sendStatus(req.get('Abstract-Webhooks-Signature') === expected ? 200 : 401);
    });
    const report = await checkReceiver({
      handler: app,
      path: '/webhooks',
      secret: SECRET,
      burst: 5,
    });
    const failed = report.cases.filter((c) => c.verdict === 'fail').map((c) => c.id);
    // its 404 to a GET is not a 2xx: request.wrong-method passes
    expect(failed).toEqual([
      'event.project.updated.variants',
      'event.comment.created.variants',
      'encoding.go-escapes',
      'size.large',
    ]);
    expect(report.cases.find((c) => c.id === 'size.large')?.reason).toMatch(
      /^answered 413 to a commits\.created push of 1000 commits \(\d+ KiB\): the body limit is too low \(express\.json's default is 100 KB\); allow at least 1 MiB$/,
    );
  });
});

describe('docs/check.md', () => {
  it('lists every case of the catalogue, in order, with its severity, rule, source and fix', async () => {
    const { readFileSync } = await import('node:fs');
    const { checkCatalogue } = await import('@designhooks/testing');
    const text = readFileSync(new URL('../docs/check.md', import.meta.url), 'utf8');
    const rows = [
      ...text.matchAll(
        /^\| `([a-z0-9.-]+(?:\.[A-Za-z]+)*)` \| (must|should) \| (.+) \| (spec|platform-facts\.md|failure mode) \| (.+) \|$/gm,
      ),
    ];
    const sources = {
      spec: 'spec',
      'platform-facts': 'platform-facts.md',
      'failure-mode': 'failure mode',
    };
    const unescape = (cell: string) => cell.replace(/\\\|/g, '|').replace(/&lt;/g, '<');
    expect(
      rows.map((row) => [row[1], row[2], unescape(row[3]!), row[4], unescape(row[5]!)]),
    ).toEqual(checkCatalogue.map((c) => [c.id, c.severity, c.rule, sources[c.source], c.fix]));
  });
});
