import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { signedRequest } from '@designhooks/testing';
import { sha256 as sha } from '@designhooks/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenServer } from '../../src/local-server/listen-server.ts';
import { startProcess } from '../helpers/listen-process.ts';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';

// Issue 27: routes per event. A real `designhooks listen` with three routes in front of two
// apps on loopback; each delivery lands at its route byte-exact, first match wins.

const SECRET = 'routes-key';

interface Hit {
  path: string;
  sha: string;
  signature: string | undefined;
}

function recordingApp(hits: Hit[], status: number): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hits.push({
        path: req.url ?? '',
        sha: sha(Buffer.concat(chunks)),
        signature: req.headers['abstract-webhooks-signature'] as string | undefined,
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end(`{"app":${status}}`);
    });
  });
}

// The platform's request, from the testing kit: the exact bytes, signed.
async function post(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  const response = await fetch(signedRequest(body, { secret: SECRET, url }));
  return { status: response.status, text: await response.text() };
}

const hitsA: Hit[] = [];
const hitsB: Hit[] = [];
let appA: Server;
let appB: Server;
let a = '';
let b = '';

beforeAll(async () => {
  appA = recordingApp(hitsA, 200);
  appB = recordingApp(hitsB, 202);
  a = `http://127.0.0.1:${await listenServer(appA, 0, '127.0.0.1')}`;
  b = `http://127.0.0.1:${await listenServer(appB, 0, '127.0.0.1')}`;
});
afterAll(() => {
  appA?.close();
  appB?.close();
});

describe('listen --forward-to event=url (routes per event)', () => {
  it('forwards each event byte-exact to the first route that matches; no match is answered as today', async () => {
    const dir = tempDir('designhooks-routes-');
    const listen = startProcess([
      'listen',
      '--port',
      '0',
      '--json',
      '--secret',
      SECRET,
      '--state-dir',
      dir,
      '--forward-to',
      `project.*=${a}/projects`,
      '--forward-to',
      `branch.created=${b}/branches`,
      '--forward-to',
      `branch.*=${a}/other-branches`,
    ]);
    const { webhookUrl, inspectorUrl } = await listen.waitFor((l) => l.type === 'listening');

    const project = readFixture('project.updated');
    const branch = readFixture('branch.created');
    const status = readFixture('branch.statusUpdated');
    const comment = readFixture('comment.created');
    expect(await post(webhookUrl, project)).toEqual({ status: 200, text: '{"app":200}' });
    expect(await post(webhookUrl, branch)).toEqual({ status: 202, text: '{"app":202}' });
    expect(await post(webhookUrl, status)).toEqual({ status: 200, text: '{"app":200}' });
    // no route for comments: recorded and answered with the SDK's verdict, as without routes
    const unrouted = await post(webhookUrl, comment);
    expect(unrouted.status).toBe(200);
    expect(unrouted.text).not.toContain('"app"');

    expect(hitsA).toEqual([
      { path: '/projects', sha: sha(project), signature: sign(project, SECRET) },
      { path: '/other-branches', sha: sha(status), signature: sign(status, SECRET) },
    ]);
    expect(hitsB).toEqual([
      { path: '/branches', sha: sha(branch), signature: sign(branch, SECRET) },
    ]);

    const lines = await Promise.all(
      ['project.updated', 'branch.created', 'branch.statusUpdated', 'comment.created'].map(
        (event) => listen.waitFor((l) => l.type === 'delivery' && l.event === event),
      ),
    );
    expect(
      lines.map((l) => l.forward && [l.forward.route, l.forward.url, l.forward.status]),
    ).toEqual([
      ['project.*', `${a}/projects`, 200],
      ['branch.created', `${b}/branches`, 202],
      ['branch.*', `${a}/other-branches`, 200],
      null,
    ]);
    // the inspector shows which route took it and that route's answer
    const detail = await (await fetch(`${inspectorUrl}/api/deliveries/${lines[1]!.id}`)).json();
    expect(detail.forward).toMatchObject({
      route: 'branch.created',
      status: 202,
      body: '{"app":202}',
    });
    expect((await listen.stop('SIGTERM')).code).toBe(0);
  });

  it('reads the routes from designhooks.config.json, with * as the fallback', async () => {
    const cwd = tempDir('designhooks-routes-config-');
    writeFileSync(
      join(cwd, 'designhooks.config.json'),
      JSON.stringify({
        listen: {
          routes: [
            { event: 'comment.*', url: `${b}/comments` },
            { event: '*', url: `${a}/everything-else` },
          ],
        },
      }),
    );
    const listen = startProcess(
      ['listen', '--port', '0', '--json', '--secret', SECRET, '--state-dir', join(cwd, 'state')],
      { cwd },
    );
    const { webhookUrl } = await listen.waitFor((l) => l.type === 'listening');
    const before = { a: hitsA.length, b: hitsB.length };
    expect((await post(webhookUrl, readFixture('comment.deleted'))).status).toBe(202);
    expect((await post(webhookUrl, readFixture('commits.created'))).status).toBe(200);
    expect(hitsB.slice(before.b).map((h) => h.path)).toEqual(['/comments']);
    expect(hitsA.slice(before.a).map((h) => h.path)).toEqual(['/everything-else']);
    expect((await listen.stop('SIGTERM')).code).toBe(0);
    // The banner says where the routes came from: a config file left in a folder forwards too.
    const text = startProcess(
      ['listen', '--port', '0', '--secret', SECRET, '--state-dir', join(cwd, 'state')],
      { cwd },
    );
    await text.waitFor((l) => l.type === 'text' && /Ctrl-C to stop/.test(l.text));
    const banner = text.lines.map((l) => l.text ?? '').join('\n');
    expect(banner).toMatch(/routes\s+comment\.\* → \S+\/comments \(first match wins/);
    expect(banner).toMatch(/^\s+\(read from designhooks\.config\.json\)$/m);
    expect((await text.stop('SIGTERM')).code).toBe(0);
  });

  it('refuses bad route syntax, unknown events and bad config files with one line and exit 2', async () => {
    const dir = tempDir('designhooks-routes-bad-');
    const config = (value: unknown) => {
      const file = join(dir, `config-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
      return file;
    };
    const cases: Array<[string[], RegExp]> = [
      [
        ['--forward-to', 'project.renamed=http://127.0.0.1:9/'],
        /unknown event "project\.renamed"; valid events: project\.created/,
      ],
      [
        ['--forward-to', 'comit.created=http://127.0.0.1:9/'],
        /unknown event "comit\.created" \(did you mean commits\.created\?\); valid events: /,
      ],
      [['--forward-to', 'projects.*=http://127.0.0.1:9/'], /unknown event "projects\.\*"/],
      [['--forward-to', 'project*=http://127.0.0.1:9/'], /"project\*" is not an event pattern/],
      [['--forward-to', '=http://127.0.0.1:9/'], /the event pattern before "=" is empty/],
      [['--forward-to', 'project.*=ftp://127.0.0.1:9/'], /must be an http:\/\/ or https:\/\/ URL/],
      [['--forward-to', 'project.*=not a url'], /"not a url" is not a URL/],
      [
        ['--config', config({ listen: { routes: [{ event: 'project.*' }] } })],
        /\/listen\/routes\/0: must have required property 'url'/,
      ],
      [
        [
          '--config',
          config({ listen: { routes: [{ event: 'x.y', url: 'http://127.0.0.1:9/' }] } }),
        ],
        /\/listen\/routes\/0: unknown event "x\.y"/,
      ],
      [
        ['--config', config({ listen: { route: [] } })],
        /\/listen: must NOT have additional properties "route"/,
      ],
      [['--config', config('{"listen": ')], /is not valid JSON/],
      [['--config', join(dir, 'missing.json')], /does not exist/],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(['listen', '--port', '0', ...args], { stateDir: dir });
      expect(result.code, args.join(' ')).toBe(2);
      const lines = result.stderr.trim().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0]).toMatch(/^error: /);
      expect(lines[0]).toMatch(message);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
  });
});
