import { createServer } from 'node:net';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { startProcess } from '../helpers/listen-process.ts';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import { listenOnLoopback } from '@designhooks/test-support';

describe('designhooks listen: flags and errors', () => {
  it.each([
    [['--path', '/api/x'], /--path \/api\/x is used by the inspector/],
    [['--path', 'hooks'], /--path must start with \//],
    [['--cert', 'x.pem'], /--cert and --key go together/],
    [
      ['--events', 'project.renamed'],
      /unknown event "project\.renamed"; valid events: project\.created/,
    ],
    [
      ['--forward-to', 'localhost:3000x'],
      /--forward-to "localhost:3000x" has no scheme: start it with http:\/\//,
    ],
    [['--forward-to', 'nope'], /--forward-to "nope" is not a URL/],
    [['--ca', 'x.pem'], /--ca is for forwarding to an HTTPS app/],
    [['--service', 'Bad Name'], /--service must be a header-safe name/],
    [['--port', 'abc'], /expected a whole number/],
  ])('%j → one line, exit 2', async (args, message) => {
    const result = await runCli(['listen', '--port', '0', ...args], { stateDir: tempDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(hasStackTrace(result.stderr)).toBe(false);
  });

  it('a port in use → one line naming it, exit 1', async () => {
    const busy = createServer();
    const port = await listenOnLoopback(busy);
    const result = await runCli(['listen', '--port', String(port)], { stateDir: tempDir() });
    busy.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: port ${port} on 127.0.0.1 is in use: pick another with --port (or --port 0 for any free port)\n`,
    );
  });

  it('prints where it listens, one line per delivery, warns about a wide --host, and stops cleanly', async () => {
    const stateDir = tempDir();
    const listen = startProcess([
      'listen',
      '--port',
      '0',
      '--host',
      '0.0.0.0',
      '--secret',
      'k',
      '--no-ui',
      '--state-dir',
      stateDir,
    ]);
    const banner = await listen.waitFor(
      (line) => line.type === 'text' && /webhook URL/.test(line.text),
    );
    const url = /(http:\/\/\S+\/webhooks)/.exec(banner.text)![1]!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks$/);
    expect(listen.stderr()).toMatch(
      /^warning: --host 0\.0\.0\.0: the webhook path is reachable from other machines/,
    );
    expect(listen.lines.map((l) => l.text).join('\n')).not.toContain('inspector');

    const body = readFixture('project.updated');
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'curl/8.0',
      'abstract-webhooks-signature': sign(body, 'k'),
    };
    expect((await fetch(url, { method: 'POST', body: new Uint8Array(body), headers })).status).toBe(
      200,
    );
    const line = await listen.waitFor(
      (l) => l.type === 'text' && l.text.includes('project.updated'),
    );
    expect(line.text).toMatch(
      /^\d\d:\d\d:\d\d {2}project\.updated +200 {2}✓ signed {2}✓ valid {2}! user-agent "curl\/8\.0" \(expected Abstract-Webhooks\) {2}[\d.]+ ms$/,
    );
    // --no-ui: nothing but the webhook path.
    expect((await fetch(new URL('/', url))).status).toBe(404);
    expect((await fetch(new URL('/api/deliveries', url))).status).toBe(404);

    const { code } = await listen.stop('SIGINT');
    expect(code).toBe(0);
    expect(listen.stderr()).toMatch(
      /SIGINT: finishing in-flight deliveries…\nstopped: 1 delivery received, every record is in .*received\.jsonl\n$/,
    );
  });
});
