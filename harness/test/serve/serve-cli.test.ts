import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { startProcess, type ListenProcess } from '../helpers/listen-process.ts';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import { listenOnLoopback, closedLoopbackPort } from '@designhooks/test-support';
import { importPeer } from '../../../test/peers/install-peers.ts';

// abstract-sdk comes from test/peers (installed on first use, not by the root npm ci).
const { Client, NotFoundError } = await importPeer<typeof import('abstract-sdk')>('abstract-sdk');

const KEY = 'cli-signing-key';
const stateDir = tempDir('designhooks-serve-cli-');
let receiver: TestReceiver;
let serve: ListenProcess;
let started: Record<string, any>;

beforeAll(async () => {
  receiver = await startReceiver({ secret: KEY });
  serve = startProcess([
    'serve',
    '--port',
    '0',
    '--json',
    '--retries',
    '0',
    '--ca',
    receiver.caFile,
    '--state-dir',
    stateDir,
  ]);
  started = await serve.waitFor((line) => line.type === 'serving');
});
afterAll(async () => {
  await receiver?.close();
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${started.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${started.token}`, 'content-type': 'application/json' },
  });

describe('designhooks serve (the real bin)', () => {
  it('prints its URL and a generated token; shares the store with webhooks / trigger --server / deliveries; stops on SIGTERM', async () => {
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(started.token).toMatch(/^dh_[A-Za-z0-9_-]{32}$/);
    expect(started.pageUrl).toBe(
      `${started.url}/#token=${started.token}&org=${started.organizationId}`,
    );
    // the bundled CLI finds the settings page's files and the OpenAPI document
    const pageHtml = await (await fetch(`${started.url}/`)).text();
    expect(pageHtml).toContain('<title>Integrations');
    expect((await fetch(`${started.url}/settings.js`)).headers.get('content-type')).toMatch(
      /^text\/javascript/,
    );
    expect((await (await fetch(`${started.url}/openapi.json`)).json()).openapi).toBe('3.1.0');
    // the local servers' guard: a foreign Host (DNS rebinding) and a cross-site origin are refused
    const rebound = await new Promise<{ status: number; body: string }>((resolve) => {
      const { port } = new URL(started.url);
      import('node:http').then(({ request }) =>
        request(
          { host: '127.0.0.1', port, path: '/', headers: { host: 'attacker.test' } },
          (res) => {
            let body = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        ).end(),
      );
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toContain(
      'host \\"attacker.test\\" is not one this platform server answers to',
    );
    const crossSite = await fetch(
      `${started.url}/organizations/${started.organizationId}/webhooks/subscribe`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${started.token}`,
          'content-type': 'application/json',
          origin: 'https://evil.test',
        },
        body: '{}',
      },
    );
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.message).toBe(
      'origin https://evil.test may not use this platform server',
    );

    // abstract-sdk against the real bin: create, ping (signed, verified), deliveries, delete, then info → NotFoundError
    const client = new Client({
      accessToken: started.token,
      apiUrl: started.url,
      transportMode: ['api'],
    });
    const organizationId = started.organizationId as string;
    const viaSdk = await client.webhooks.create(
      { organizationId },
      { organizationId, url: receiver.url, events: ['comment.created'], active: true, key: KEY },
    );
    await client.webhooks.ping({ organizationId, webhookId: viaSdk.id });
    expect(receiver.requests.at(-1)?.sdk).toEqual({ status: 200, verified: true });
    expect(
      (await client.webhooks.deliveries({ organizationId, webhookId: viaSdk.id })).map(
        (d: { response: { code: number } }) => d.response.code,
      ),
    ).toEqual([200]);
    await client.webhooks.delete({ organizationId, webhookId: viaSdk.id });
    await expect(
      client.webhooks.info({ organizationId, webhookId: viaSdk.id }),
    ).rejects.toBeInstanceOf(NotFoundError);
    receiver.requests.length = 0;

    // a webhook created by the CLI shows through the API, and the other way round
    const created = await runCli(
      [
        'webhooks',
        'create',
        '--url',
        receiver.url,
        '--events',
        'project.updated',
        '--signing-key',
        KEY,
        '--json',
      ],
      { stateDir },
    );
    expect(created.code).toBe(0);
    const cliHook = (JSON.parse(created.stdout) as { webhook: { id: string } }).webhook;
    const listed = (await (
      await api(`/organizations/${started.organizationId}/webhooks`)
    ).json()) as Array<{ id: string }>;
    expect(listed.map((hook) => hook.id)).toEqual([cliHook.id]);
    const apiHook = (await (
      await api(`/organizations/${started.organizationId}/webhooks/subscribe`, {
        method: 'POST',
        body: JSON.stringify({
          subscription: { url: receiver.url, events: ['project.updated'], key: KEY, active: true },
        }),
      })
    ).json()) as { id: string };
    const shown = await runCli(['webhooks', 'show', apiHook.id, '--json'], { stateDir });
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: apiHook.id, url: receiver.url });

    const fired = await runCli(
      ['trigger', 'project.updated', '--server', started.url, '--token', started.token, '--json'],
      { stateDir },
    );
    expect(fired.code, fired.stderr).toBe(0);
    const result = JSON.parse(fired.stdout) as {
      deliveries: Array<{ id: string; webhookId: string }>;
    };
    expect(result.deliveries.map((d) => d.webhookId).sort()).toEqual(
      [cliHook.id, apiHook.id].sort(),
    );
    await expect
      .poll(() => receiver.requests.filter((r) => r.sdk?.verified).length, { timeout: 10_000 })
      .toBe(2);
    const recorded = await runCli(['deliveries', 'list', '--json'], { stateDir });
    expect(
      JSON.parse(recorded.stdout)
        .filter((d: { source: string }) => d.source === 'trigger')
        .map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual(result.deliveries.map((d) => d.id).sort());

    const text = await runCli(
      ['trigger', 'project.updated', '--server', started.url, '--token', started.token],
      { stateDir },
    );
    expect(text.stdout).toMatch(/^started dl_\w+ → wh_\w+\nstarted dl_\w+ → wh_\w+\n$/);
    // none subscribes: why, from the server's own list, and where to change it
    const none = await runCli(
      ['trigger', 'branch.created', '--server', started.url, '--token', started.token],
      { stateDir },
    );
    expect([none.code, none.stdout.split('; ')[1]]).toEqual([
      0,
      "nothing sent: its 2 webhooks subscribe to other events (add the event in serve's settings page)\n",
    ]);

    const stop = await serve.stop('SIGTERM');
    expect(stop.code).toBe(0);
  });

  it('gives one clear line and exit 2 for bad flags and a wrong token; exit 1 when the server is unreachable', async () => {
    const closed = await closedLoopbackPort();
    const taken = createServer();
    const takenPort = await listenOnLoopback(taken);
    const wrongToken = startProcess([
      'serve',
      '--port',
      '0',
      '--json',
      '--token',
      'the-right-token',
      '--state-dir',
      stateDir,
    ]);
    const { url } = await wrongToken.waitFor((line) => line.type === 'serving');
    const cases: Array<[string[], number, RegExp]> = [
      [
        ['trigger', 'project.updated', '--server', url, '--token', 'a-wrong-token'],
        2,
        /^error: designhooks serve answered 401: wrong token$/,
      ],
      [
        ['trigger', 'project.nope', '--server', url, '--token', 'the-right-token'],
        2,
        /^error: designhooks serve answered 422: unknown event "project.nope"/,
      ],
      [['serve', '--token', 'short'], 2, /^error: --token must be 8 to 256 characters/],
      [['serve', '--port', 'x'], 2, /expected a whole number/],
      [
        ['serve', '--port', String(takenPort)],
        1,
        new RegExp(`^error: port ${takenPort} on 127\\.0\\.0\\.1 is in use`),
      ],
      [
        ['serve', '--ca', 'missing.pem'],
        2,
        /^error: cannot read CA file "missing.pem": no such file$/,
      ],
      [
        ['trigger', 'project.updated', '--server', 'http://127.0.0.1:9'],
        2,
        /--server needs --token/,
      ],
      [['trigger', 'project.updated', '--token', 'abcdefgh'], 2, /--token goes with --server/],
      [
        [
          'trigger',
          'project.updated',
          '--server',
          'http://127.0.0.1:9',
          '--token',
          'abcdefgh',
          '--ca',
          'x.pem',
        ],
        2,
        /--ca does not apply with --server: the server sends with its own settings \(give it to designhooks serve: serve --ca\)$/,
      ],
      [
        ['trigger', 'project.updated', '--server', 'not a url', '--token', 'abcdefgh'],
        2,
        /--server "not a url" is not a URL/,
      ],
      [
        [
          'trigger',
          'project.updated',
          '--server',
          `http://127.0.0.1:${closed}`,
          '--token',
          'abcdefgh',
        ],
        1,
        /^error: cannot reach designhooks serve at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/,
      ],
    ];
    for (const [args, code, message] of cases) {
      const result = await runCli(args, { stateDir });
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr.trim(), args.join(' ')).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(hasStackTrace(result.stderr)).toBe(false);
    }
    expect((await wrongToken.stop('SIGINT')).code).toBe(0);
    taken.close();
  });
});

describe('trigger --server at a server that is not designhooks serve', () => {
  it('says so in one line (exit 1), whatever it answers, reading at most 1 MiB of it', async () => {
    const { createServer: createHttpServer } = await import('node:http');
    let endlessBytes = 0;
    const other = createHttpServer((req, res) => {
      const kind =
        req.headers.authorization === 'Bearer html-page'
          ? 'html'
          : req.headers.authorization === 'Bearer not-found'
            ? '404'
            : 'endless';
      if (kind === 'html')
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><p>my app</p>');
      if (kind === '404')
        return res.writeHead(404, { 'content-type': 'text/html' }).end('Cannot GET /_local/info');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"organizationId":"');
      const more = (): void => {
        while (!res.destroyed && endlessBytes < 512 * 1024 * 1024 && res.write('x'.repeat(65_536)))
          endlessBytes += 65_536;
      };
      res.on('drain', more);
      more();
    });
    const port = await listenOnLoopback(other);
    try {
      for (const [token, what] of [
        ['html-page', 'its _local/info has no organizationId'],
        ['not-found', 'it answered 404'],
        ['endless', 'its _local/info has no organizationId'],
      ]) {
        const result = await runCli(
          ['trigger', 'project.updated', '--server', `http://127.0.0.1:${port}`, '--token', token!],
          { stateDir },
        );
        expect([result.code, result.stderr]).toEqual([
          1,
          `error: http://127.0.0.1:${port} did not answer as designhooks serve does (${what}): is --server the URL designhooks serve printed?\n`,
        ]);
      }
      // it stopped reading: far less than the 512 MiB the server would have sent
      expect(endlessBytes).toBeLessThan(64 * 1024 * 1024);
    } finally {
      other.closeAllConnections();
      other.close();
    }
  });
});
