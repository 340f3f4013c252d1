import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { startProcess } from '../helpers/listen-process.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { closedLoopbackPort } from '@designhooks/test-support';

const fakeTunnelCli = fileURLToPath(new URL('../helpers/fake-tunnel-cli.ts', import.meta.url));
const TOKEN_MESSAGE =
  /^error: NGROK_AUTHTOKEN is not set: create a free ngrok account \(https:\/\/dashboard\.ngrok\.com\/signup\), copy your authtoken .* then retry\n$/;

async function canBind(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('tunnel without NGROK_AUTHTOKEN', () => {
  it('designhooks tunnel: one clear line, exit 1, within 5 s', async () => {
    const run = startProcess(['tunnel', '--port', '3000']);
    const { code, ms } = await run.stop(null, 5_000);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5_000);
    expect(run.stderr()).toMatch(TOKEN_MESSAGE);
    expect(run.lines).toEqual([]);
  });

  it('designhooks tunnel 3000 (the port as the argument, as ngrok http 3000 takes it): the same line', async () => {
    const run = startProcess(['tunnel', '3000']);
    const { code } = await run.stop(null, 5_000);
    expect(code).toBe(1);
    expect(run.stderr()).toMatch(TOKEN_MESSAGE);
  });

  it('designhooks tunnel with no port, or two, or a bad one: a usage error (exit 2) before ngrok', async () => {
    for (const [args, message] of [
      [[], 'error: give the local port of your app: designhooks tunnel 3000 (or --port 3000)'],
      [['3000', '--port', '3001'], 'error: two ports given, 3000 and --port 3001: give one'],
      [
        ['0'],
        `error: command-argument value '0' is invalid for argument 'port'. expected a whole number from 1 to 65535, got "0"`,
      ],
    ] as const) {
      const run = await runCli(['tunnel', ...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toBe(`${message}\n`);
    }
    // the same port both ways is that port
    const same = startProcess(['tunnel', '3000', '--port', '3000']);
    expect((await same.stop(null, 5_000)).code).toBe(1);
    expect(same.stderr()).toMatch(TOKEN_MESSAGE);
  });

  it('designhooks listen --tunnel: one clear line, exit 1, within 5 s, port released', async () => {
    const port = await closedLoopbackPort();
    const run = startProcess([
      'listen',
      '--tunnel',
      '--port',
      String(port),
      '--state-dir',
      tempDir(),
    ]);
    const { code, ms } = await run.stop(null, 5_000);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5_000);
    expect(run.stderr()).toMatch(TOKEN_MESSAGE);
    expect(await canBind(port)).toBe(true);
  });
});

describe('listen --tunnel with an injected provider', () => {
  it('prints the public URL, exposes only the webhook path, and closes the tunnel on SIGTERM', async () => {
    const options = {
      port: 0,
      host: '127.0.0.1',
      path: '/webhooks',
      secret: 'k',
      tunnel: true,
      json: true,
      ui: true,
    };
    const run = startProcess(['listen', JSON.stringify(options), tempDir()], {
      script: fakeTunnelCli,
      env: { NGROK_AUTHTOKEN: 'test-token' },
    });
    const opened = await run.waitFor((line) => line.type === 'fake-tunnel-opened');
    expect(opened.authtoken).toBe('test-token');
    const started = await run.waitFor((line) => line.type === 'listening');
    expect(started.publicUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks$/);
    // The tunnel points at an internal server, not at the inspector's port.
    expect(new URL(opened.addr).port).not.toBe(new URL(started.webhookUrl).port);
    const publicBase = new URL(started.publicUrl).origin;

    const body = readFixture('project.updated');
    const delivered = await fetch(started.publicUrl, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Abstract-Webhooks',
        'abstract-webhooks-signature': sign(body, 'k'),
      },
    });
    expect(delivered.status).toBe(200);
    const line = await run.waitFor((l) => l.type === 'delivery');
    expect(line).toMatchObject({ via: 'tunnel', status: 200, signature: { status: 'verified' } });

    for (const path of [
      '/',
      '/api/deliveries',
      `/api/deliveries/${line.id}`,
      '/api/stream',
      '/api/info',
      '/inspector.js',
      '/webhooks/../api/deliveries',
      '/webhooks/x',
    ]) {
      const response = await fetch(`${publicBase}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(line.id);
    }
    const replay = await fetch(`${publicBase}/api/deliveries/${line.id}/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(replay.status).toBe(404);
    // Locally the inspector is there.
    expect((await fetch(`${new URL(started.webhookUrl).origin}/api/deliveries`)).status).toBe(200);

    const { code } = await run.stop('SIGTERM');
    expect(code).toBe(0);
    const types = run.lines.map((l) => l.type);
    expect(types).toContain('fake-tunnel-closed');
    expect(types.indexOf('fake-tunnel-closed')).toBeLessThan(types.indexOf('stopped'));
    expect(run.stderr()).toBe('');
  });
});

describe('designhooks tunnel with an injected provider', () => {
  it('prints the URL of a tunnel to the given port and closes it on SIGINT', async () => {
    const run = startProcess(
      ['tunnel', JSON.stringify({ port: 3999, host: '127.0.0.1', json: true }), tempDir()],
      {
        script: fakeTunnelCli,
        env: { NGROK_AUTHTOKEN: 'test-token' },
      },
    );
    const opened = await run.waitFor((line) => line.type === 'fake-tunnel-opened');
    expect(opened.addr).toBe('http://127.0.0.1:3999');
    const printed = await run.waitFor((line) => line.type === 'tunnel');
    expect(printed.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { code } = await run.stop('SIGINT');
    expect(code).toBe(0);
    expect(run.lines.map((l) => l.type)).toEqual([
      'fake-tunnel-opened',
      'tunnel',
      'fake-tunnel-closed',
      'closed',
    ]);
  });
});
