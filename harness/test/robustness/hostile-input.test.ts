import { createServer as createHttpServer } from 'node:http';
import { spawn } from 'node:child_process';
import { chmodSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess } from '../helpers/listen-process.ts';
import { binPath, hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import { openStore } from '../../src/store/open-store.ts';
import { listenOnLoopback, closeServer, closedLoopbackPort } from '@designhooks/test-support';

// Regression tests of issue #14: each input was probed as an attacker or a careless user would,
// and each got a crash, a raw library message, a hang or a silent success. Every case here is a
// row of the "Bad input" table in docs/harness.md.

const stateDir = tempDir();
let plainPort: number;
let closedPort: number;
const plain = createHttpServer((_req, res) => res.end('plain'));

beforeAll(async () => {
  plainPort = await listenOnLoopback(plain);
  closedPort = await closedLoopbackPort();
});
afterAll(() => closeServer(plain));

/** One `error:` line on stderr, no stack trace, the exit code, the message. */
async function expectOneLine(args: string[], code: number, message: string | RegExp) {
  const result = await runCli(args, { stateDir });
  expect(result.code, result.stderr).toBe(code);
  expect(hasStackTrace(result.stderr)).toBe(false);
  expect(result.stderr).not.toMatch(/unexpected failure|Warning/);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  return result;
}

describe('hostile input (issue #14)', () => {
  it('--set through __proto__, constructor or prototype is refused, exit 2', async () => {
    const send = [
      'send',
      'project.updated',
      '--url',
      `http://127.0.0.1:${closedPort}/`,
      '--allow-http',
    ];
    await expectOneLine(
      [...send, '--set', '__proto__.polluted=1'],
      2,
      /^error: cannot --set "__proto__\.polluted": "__proto__" is not allowed as a path segment/,
    );
    await expectOneLine(
      [...send, '--set', 'constructor.prototype.x=1'],
      2,
      /"constructor" is not allowed as a path segment/,
    );
    await expectOneLine(
      ['trigger', 'project.updated', '--set', 'data.__proto__.x=1'],
      2,
      /"__proto__" is not allowed/,
    );
  });

  it('time and count flags out of range: a range error, exit 2, nothing sent', async () => {
    const send = [
      'send',
      'project.updated',
      '--url',
      `http://127.0.0.1:${plainPort}/`,
      '--allow-http',
    ];
    await expectOneLine(
      [...send, '--timeout', '2147483648'],
      2,
      /option '--timeout <ms>' argument '2147483648' is invalid\. expected a whole number from 1 to 600000/,
    );
    await expectOneLine(
      [...send, '--backoff', '60001'],
      2,
      /'--backoff <ms>' argument '60001' is invalid\. expected a whole number from 0 to 60000/,
    );
    await expectOneLine([...send, '--retries', '101'], 2, /expected a whole number from 0 to 100/);
    await expectOneLine(
      [...send, '--count', '100000000000000000000'],
      2,
      /'--count <n>' argument '100000000000000000000' is invalid\. expected a whole number from 1 to 1000000/,
    );
    await expectOneLine(
      [...send, '--count', '1'.padEnd(400, '0')],
      2,
      /expected a whole number from 1 to 1000000/,
    );
    await expectOneLine(
      [...send, '--count', '2', '--concurrency', '1001'],
      2,
      /expected a whole number from 1 to 1000/,
    );
    await expectOneLine(
      ['deliveries', 'list', '--limit', '0'],
      2,
      /expected a whole number from 1 to 1000000/,
    );
    await expectOneLine(
      ['listen', '--tunnel-timeout', '9999999999'],
      2,
      /expected a whole number from 1 to 600000/,
    );
    await expectOneLine(
      ['tunnel', '--port', '65536'],
      2,
      /expected a whole number from 1 to 65535/,
    );
  });

  it('listen --port 99999: a range error, exit 2', async () => {
    await expectOneLine(
      ['listen', '--port', '99999'],
      2,
      /^error: option '--port <n>' argument '99999' is invalid\. expected a whole number from 0 to 65535, got "99999"$/,
    );
  });

  it('listen --cert/--key that are not PEM: one line saying what to give, exit 2', async () => {
    const dir = tempDir();
    const notPem = join(dir, 'notpem.pem');
    writeFileSync(notPem, 'not a certificate\n');
    await expectOneLine(
      ['listen', '--port', '0', '--cert', notPem, '--key', notPem],
      2,
      /^error: --cert .*notpem\.pem with --key .*notpem\.pem cannot serve HTTPS: no start line; give a PEM certificate \(-----BEGIN CERTIFICATE-----\) and its PEM private key, or use --https for a generated one$/,
    );
  });

  it('listen --host that is not an address of this machine: exit 2 before any lookup', async () => {
    await expectOneLine(
      ['listen', '--port', '0', '--host', 'not-an-address'],
      2,
      /^error: --host must be an IP address of this machine or localhost/,
    );
  });

  it('send --url https:// to a plain-HTTP port: one line that says so, exit 1', async () => {
    await expectOneLine(
      ['send', 'project.updated', '--url', `https://127.0.0.1:${plainPort}/`, '--retries', '0'],
      1,
      /^error: delivery failed after 1 attempt: TLS failure talking to 127\.0\.0\.1:\d+: it answered in plain HTTP, not TLS \(.*wrong version number\); use an http:\/\/ URL/,
    );
  });
});

describe('URLs (issue #14)', () => {
  it('credentials in a URL are refused before any request, never echoed, nothing stored', async () => {
    const dir = tempDir();
    const base = { stateDir: dir };
    for (const args of [
      [
        'send',
        'project.updated',
        '--url',
        `http://user:s3cret@127.0.0.1:${plainPort}/`,
        '--allow-http',
      ],
      [
        'webhooks',
        'create',
        '--url',
        'https://user:s3cret@127.0.0.1:1/hooks',
        '--events',
        'project.updated',
      ],
      ['listen', '--port', '0', '--forward-to', `http://user:s3cret@127.0.0.1:${plainPort}/`],
    ]) {
      const result = await runCli(args, base);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(
        /"https?:\/\/\*\*\*@127\.0\.0\.1:\d+\/(hooks)?" carries credentials \(user:password@\); a webhook URL has none/,
      );
      expect(result.stderr + result.stdout).not.toContain('s3cret');
    }
    const listed = await runCli(['deliveries', 'list', '--json'], base);
    expect(JSON.parse(listed.stdout)).toEqual([]);
    expect(JSON.parse((await runCli(['webhooks', 'list', '--json'], base)).stdout)).toEqual([]);
  });

  it('a URL must have a host; the message names the scheme it got', async () => {
    await expectOneLine(
      ['send', 'project.updated', '--url', 'https:///x'],
      2,
      'error: URL "https:///x" has no host: write it as https://host/path',
    );
    await expectOneLine(
      ['send', 'project.updated', '--url', 'data:text/plain,x'],
      2,
      'error: URL "data:text/plain,x" must use https:// (got data:)',
    );
    await expectOneLine(
      ['webhooks', 'create', '--url', 'javascript:alert(1)', '--events', 'project.updated'],
      2,
      'error: URL "javascript:alert(1)" must use https:// (got javascript:)',
    );
  });
});

describe('bounded reads (issue #14)', () => {
  it('--fixture /dev/zero and a body file over 5 MiB are refused after reading at most 5 MiB', async () => {
    await expectOneLine(
      [
        'send',
        'project.updated',
        '--url',
        `http://127.0.0.1:${plainPort}/`,
        '--allow-http',
        '--fixture',
        '/dev/zero',
      ],
      2,
      'error: fixture file "/dev/zero" is larger than 5 MiB, the receiver\'s body limit',
    );
    const big = join(tempDir(), 'big.json');
    writeFileSync(big, Buffer.alloc(5 * 1024 * 1024 + 1, 0x20));
    await expectOneLine(
      ['validate', big],
      2,
      `error: body file "${big}" is larger than 5 MiB, the receiver's body limit`,
    );
    await expectOneLine(
      ['sign', '--secret', 'k', '/dev/zero'],
      2,
      /^error: body file "\/dev\/zero" is larger than 5 MiB/,
    );
    await expectOneLine(
      ['listen', '--port', '0', '--cert', '/dev/zero', '--key', '/dev/zero'],
      2,
      /^error: certificate file "\/dev\/zero" is larger than 5 MiB/,
    );
    await expectOneLine(
      ['sign', '--secret', 'k', tempDir()],
      2,
      /^error: cannot read body file ".*": it is a folder$/,
    );
  });

  it('stdin over 5 MiB is refused', async () => {
    const result = await runCli(['validate', '-'], {
      stateDir,
      input: ' '.repeat(5 * 1024 * 1024 + 10),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "error: stdin is larger than 5 MiB, the receiver's body limit, and is not JSON Lines (one delivery per line)\n",
    );
  });
});

/** Any raw control character a terminal acts on (C0 but line feed and tab, DEL, C1). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('terminal escape injection (issue #14)', () => {
  it('listen prints a hostile event name escaped, even when the signature is wrong (401)', async () => {
    const dir = tempDir();
    const listen = startProcess([
      'listen',
      '--port',
      '0',
      '--secret',
      'k',
      '--no-ui',
      '--state-dir',
      dir,
    ]);
    const banner = await listen.waitFor(
      (line) => line.type === 'text' && /webhook URL/.test(line.text),
    );
    const url = /(http:\/\/\S+\/webhooks)/.exec(banner.text)![1]!;
    const body = JSON.stringify({
      createdAt: '2024-01-01T00:00:00Z',
      event: '\u001b[2J\u001b[31mpwned\u009b1m',
      data: {},
    });
    const answer = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'abstract-webhooks-signature': 'bad' },
    });
    expect(answer.status).toBe(401);
    // The delivery's line, found by the event name: '401' alone also matches the banner when the port has those digits (37401).
    const line = await listen.waitFor((l) => l.type === 'text' && l.text.includes('pwned'));
    expect(line.text).toMatch(/\b401\b/);
    expect(line.text).toContain('\\u001b[2J\\u001b[31mpwned\\u009b1m');
    await listen.stop('SIGTERM');
    for (const text of [...listen.lines.map((l) => l.text ?? ''), listen.stderr()])
      expect(text).not.toMatch(RAW_CONTROL);
  });

  it('send prints a hostile response body escaped; --json keeps it exact', async () => {
    const hostile = '\u001b]0;PWNED\u0007\u001b[2J\u009b31m';
    const server = createHttpServer((_req, res) => res.writeHead(500).end(hostile));
    const url = `http://127.0.0.1:${await listenOnLoopback(server)}/hooks`;
    try {
      const human = await runCli(
        ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0'],
        { stateDir },
      );
      expect(human.code).toBe(1);
      expect(human.stdout + human.stderr).not.toMatch(RAW_CONTROL);
      expect(human.stdout).toContain('\\u001b]0;PWNED\\u0007\\u001b[2J\\u009b31m');
      const json = await runCli(
        ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0', '--json'],
        { stateDir },
      );
      expect(json.stdout).not.toMatch(RAW_CONTROL);
      expect(JSON.parse(json.stdout).attempts[0].responseBody).toBe(hostile);
      const shown = await runCli(['deliveries', 'show', JSON.parse(json.stdout).attempts[0].id], {
        stateDir,
      });
      expect(shown.stdout).not.toMatch(RAW_CONTROL);
      expect(shown.stdout).toContain('\\u001b]0;PWNED');
    } finally {
      server.close();
    }
  });

  it('a flag value with control characters is echoed escaped in the error', async () => {
    await expectOneLine(
      ['send', 'project.updated', '--url', 'x', '--count', '\u001b[2J'],
      2,
      /argument '\\u001b\[2J' is invalid/,
    );
    await expectOneLine(
      ['fixtures', 'show', '\u001b]0;x\u0007'],
      2,
      /unknown fixture "\\u001b\]0;x\\u0007"/,
    );
  });
});

describe('store file modes (issue #14)', () => {
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('webhooks create in an existing 0755 folder: database, -wal and -shm 0600, one warning line', async () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    const result = await runCli(
      [
        'webhooks',
        'create',
        '--url',
        'https://127.0.0.1:1/hooks',
        '--events',
        'project.updated',
        '--signing-key',
        's3cret',
      ],
      { stateDir: dir },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe(
      `warning: state folder ${dir} is open to other users (mode 0755); its files are kept 0600, but run chmod 700 ${dir} to hide what is there\n`,
    );
    const store = openStore(dir); // held open, so SQLite's -wal and -shm exist while we look
    try {
      store.webhooks.list();
      for (const name of ['designhooks.sqlite', 'designhooks.sqlite-wal', 'designhooks.sqlite-shm'])
        expect(modeOf(join(dir, name)), name).toBe(0o600);
    } finally {
      store.close();
    }
  });

  it('a store file left 0644 (older run, wide umask) is made 0600 on open, -wal and -shm too', () => {
    const dir = tempDir();
    const file = join(dir, 'designhooks.sqlite');
    openStore(dir).close();
    for (const name of [file, `${file}-wal`, `${file}-shm`])
      writeFileSync(name, '', { flag: 'a', mode: 0o644 });
    for (const name of [file, `${file}-wal`, `${file}-shm`]) chmodSync(name, 0o644);
    const store = openStore(dir);
    store.webhooks.list();
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name), name).toBe(0o600);
    store.close();
  });

  it('with umask 000 the CLI creates the state folder 0700 and its files 0600, without a warning', async () => {
    const parent = tempDir();
    const dir = join(parent, 'state');
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn('/bin/sh', [
        '-c',
        `umask 000; exec "${process.execPath}" "${binPath}" "$@"`,
        'sh',
        'webhooks',
        'create',
        '--url',
        'https://127.0.0.1:1/hooks',
        '--events',
        'project.updated',
        '--signing-key',
        's3cret',
        '--state-dir',
        dir,
      ]);
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stderr })); // once stderr was read to its end
    });
    expect(result).toEqual({ code: 0, stderr: '' });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'designhooks.sqlite'))).toBe(0o600);
  });

  it('listen creates .designhooks 0700 in the working folder and received.jsonl 0600', async () => {
    const cwd = tempDir();
    const listen = startProcess(['listen', '--port', '0', '--no-ui', '--json'], { cwd });
    await listen.waitFor((line) => line.type === 'listening');
    await listen.stop('SIGTERM');
    expect(modeOf(join(cwd, '.designhooks'))).toBe(0o700);
    expect(modeOf(join(cwd, '.designhooks', 'received.jsonl'))).toBe(0o600);
    expect(listen.stderr()).not.toMatch(/warning/);
  });
});
