import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createReceiver, sign } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBody } from '../../src/body/build-body.ts';
import { openStore } from '../../src/store/open-store.ts';
import { commandShapes } from '../helpers/cli-flags.ts';
import { startProcess } from '../helpers/listen-process.ts';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import {
  closedLoopbackPort,
  closeServer,
  listenOnLoopback,
  quietLogger,
} from '@designhooks/test-support';

// Issue 23, item 10: secrets never in an error, and never only as an argument (which every
// local user sees in ps): each secret flag has a file flag and an environment variable.

let closedPort: number;
beforeAll(async () => {
  closedPort = await closedLoopbackPort();
});

const secretFile = (secret: string) => {
  const path = join(tempDir(), 'secret');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return path;
};
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8');

describe('trigger --server never prints the token or URL credentials (issue 23, item 10)', () => {
  it('a token with CR/LF in $DESIGNHOOKS_TOKEN: one line, exit 2, the token not shown', async () => {
    const result = await runCli(
      ['trigger', 'project.updated', '--server', `http://127.0.0.1:${closedPort}`],
      {
        env: { DESIGNHOOKS_TOKEN: 'abc-s3cret\r\nX-Injected: 1' },
      },
    );
    expect(result.code, result.stderr).toBe(2);
    expect(hasStackTrace(result.stderr)).toBe(false);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^error: the token .* holds a character a header cannot carry/);
    expect(result.stderr + result.stdout).not.toMatch(/s3cret|X-Injected/);
  });

  it('--server with user:password@: one line, exit 2, the password not shown', async () => {
    const result = await runCli([
      'trigger',
      'project.updated',
      '--server',
      `http://user:pw-s3cret@127.0.0.1:${closedPort}`,
      '--token',
      'abcdefgh',
    ]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr.trimEnd()).toMatch(
      /^error: --server "http:\/\/\*\*\*@127\.0\.0\.1:\d+\/" carries credentials/,
    );
    expect(result.stderr + result.stdout).not.toContain('s3cret');
  });

  it('an unreachable server: the cause, not the token', async () => {
    const result = await runCli(
      ['trigger', 'project.updated', '--server', `http://127.0.0.1:${closedPort}`],
      {
        env: { DESIGNHOOKS_TOKEN: 'tok-s3cret-123' },
      },
    );
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr.trimEnd()).toMatch(
      /^error: cannot reach designhooks serve at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/,
    );
    expect(result.stderr).not.toContain('s3cret');
  });
});

describe("a secret in a URL's query (a hosting platform's bypass, a catch hook's token) is never printed", () => {
  it('send, check (every report), webhooks and deliveries show it as ***; the receiver gets it', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.writeHead(200).end('ok'));
    });
    const port = await listenOnLoopback(server);
    const stateDir = tempDir();
    const url = `http://127.0.0.1:${port}/hooks?x-vercel-protection-bypass=bypass-s3cret&team=7`;
    const shown = `http://127.0.0.1:${port}/hooks?x-vercel-protection-bypass=***&team=7`;
    try {
      const outputs: string[] = [];
      const cli = async (...args: string[]) => {
        const result = await runCli(args, { stateDir, env: { DESIGNHOOKS_SECRET: 'k' } });
        outputs.push(result.stdout, result.stderr);
        return result;
      };
      const sent = await cli('send', 'project.updated', '--url', url, '--allow-http', '--json');
      const report = join(tempDir(), 'check.md');
      const check = (...flags: string[]) =>
        cli('check', url, '--allow-http', '--only', 'event.project.updated', ...flags);
      for (const format of ['json', 'junit', 'markdown']) await check('--format', format);
      await check('--format', 'markdown', '--output', report);
      outputs.push(readFileSync(report, 'utf8'));
      await cli('webhooks', 'create', '--url', url, '--events', 'project.updated', '--allow-http');
      await cli('webhooks', 'list', '--json');
      await cli('trigger', 'project.updated');
      await cli('deliveries', 'show', JSON.parse(sent.stdout).attempts[0].id);
      await cli('deliveries', 'list', '--json');
      expect(seen.length).toBeGreaterThan(3);
      expect(seen.every((path) => path.includes('bypass-s3cret'))).toBe(true);
      const all = outputs.join('\n');
      expect(all).not.toContain('bypass-s3cret');
      expect(all).toContain(shown);
    } finally {
      await closeServer(server);
    }
  });
});

describe('secrets from a file or the environment, not from ps (issue 23, item 10)', () => {
  it('listen --secret-file and $DESIGNHOOKS_SECRET check signatures; the key is not on the command line', async () => {
    const secret = 'listen-s3cret';
    const body = new Uint8Array(buildBody({ event: 'project.updated' }));
    const headers = { 'content-type': 'application/json', 'user-agent': 'Abstract-Webhooks/1.0' };
    for (const start of [
      () =>
        startProcess([
          'listen',
          '--port',
          '0',
          '--json',
          '--state-dir',
          tempDir(),
          '--secret-file',
          secretFile(secret),
        ]),
      () =>
        startProcess(['listen', '--port', '0', '--json', '--state-dir', tempDir()], {
          env: { DESIGNHOOKS_SECRET: secret },
        }),
    ]) {
      const listen = start();
      try {
        const { webhookUrl, secretSet } = await listen.waitFor((line) => line.type === 'listening');
        expect(secretSet).toBe(true);
        expect(commandLine(listen.child.pid!)).not.toContain(secret);
        const unsigned = await fetch(webhookUrl, { method: 'POST', headers, body });
        expect(unsigned.status).toBe(401);
        const signed = await fetch(webhookUrl, {
          method: 'POST',
          headers: { ...headers, 'abstract-webhooks-signature': sign(body, secret) },
          body,
        });
        expect(signed.status).toBe(200);
      } finally {
        await listen.stop();
      }
    }
    // The banner says whether signatures are checked, and without a key how to give one.
    for (const [env, line] of [
      [{ DESIGNHOOKS_SECRET: secret }, /^ {2}signature +checked$/m],
      [
        { DESIGNHOOKS_SECRET: '' }, // empty is unset, whatever the developer's shell has
        /^ {2}signature +not checked: give the signing key \(--secret-file <path>, \$DESIGNHOOKS_SECRET or --secret <key>\) to verify$/m,
      ],
    ] as const) {
      const listen = startProcess(['listen', '--port', '0', '--no-ui', '--state-dir', tempDir()], {
        env,
      });
      try {
        await listen.waitFor((l) => l.type === 'text' && /Ctrl-C to stop/.test(l.text));
        expect(listen.lines.map((l) => l.text ?? '').join('\n')).toMatch(line);
      } finally {
        await listen.stop();
      }
    }
  });

  it('serve --token-file and $DESIGNHOOKS_TOKEN set the token; it is not on the command line', async () => {
    const token = 'serve-s3cret-token';
    for (const start of [
      () =>
        startProcess([
          'serve',
          '--port',
          '0',
          '--json',
          '--state-dir',
          tempDir(),
          '--token-file',
          secretFile(token),
        ]),
      () =>
        startProcess(['serve', '--port', '0', '--json', '--state-dir', tempDir()], {
          env: { DESIGNHOOKS_TOKEN: token },
        }),
    ]) {
      const serve = start();
      try {
        const served = await serve.waitFor((line) => line.type === 'serving');
        expect(served.token).toBe(token);
        expect(commandLine(serve.child.pid!)).not.toContain(token);
        const ok = await fetch(`${served.url}/_local/info`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(ok.status).toBe(200);
        const wrong = await fetch(`${served.url}/_local/info`, {
          headers: { authorization: 'Bearer wrong-token' },
        });
        expect(wrong.status).toBe(401);
      } finally {
        await serve.stop();
      }
    }
  });

  it('webhooks create --signing-key-file and $DESIGNHOOKS_SIGNING_KEY', async () => {
    const stateDir = tempDir();
    const create = [
      'webhooks',
      'create',
      '--url',
      'https://127.0.0.1:8443/hooks',
      '--events',
      'project.updated',
      '--json',
    ];
    const fromFile = await runCli([...create, '--signing-key-file', secretFile('file-key-123')], {
      stateDir,
    });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    const keyOf = (stdout: string) => {
      const { webhook, signingKey } = JSON.parse(stdout) as {
        webhook: { id: string };
        signingKey: unknown;
      };
      expect(signingKey).toBeNull(); // a given key is never echoed
      const store = openStore(stateDir);
      try {
        return store.webhooks.signingKey(webhook.id);
      } finally {
        store.close();
      }
    };
    expect(keyOf(fromFile.stdout)).toBe('file-key-123');
    const fromEnv = await runCli(create, {
      stateDir,
      env: { DESIGNHOOKS_SIGNING_KEY: 'env-key-456' },
    });
    expect(keyOf(fromEnv.stdout)).toBe('env-key-456');
    const both = await runCli(
      [...create, '--signing-key', 'a', '--signing-key-file', secretFile('b')],
      { stateDir },
    );
    expect(both.code).toBe(2);
    expect(both.stderr.trimEnd()).toBe(
      'error: --signing-key and --signing-key-file cannot be used together: give one',
    );
  });

  it('--help names the file flag and the variable of each secret', async () => {
    for (const [args, names] of [
      [
        ['listen', '--help'],
        ['--secret-file', '$DESIGNHOOKS_SECRET'],
      ],
      [
        ['serve', '--help'],
        ['--token-file', '$DESIGNHOOKS_TOKEN'],
      ],
      [
        ['trigger', '--help'],
        ['--token-file', '$DESIGNHOOKS_TOKEN'],
      ],
      [
        ['webhooks', 'create', '--help'],
        ['--signing-key-file', '$DESIGNHOOKS_SIGNING_KEY'],
      ],
    ] as const) {
      const help = (await runCli([...args])).stdout.replace(/\s+/g, ' ');
      for (const name of names) expect(help, args.join(' ')).toContain(name);
    }
  });
});

describe('every command that signs or verifies takes its key from a file or the environment', () => {
  const secret = 'cli-s3cret-key';
  const receiver = createReceiver({ secret, logger: quietLogger });
  const server = createServer(nodeHandler(receiver));
  let url = '';
  beforeAll(async () => {
    url = `http://127.0.0.1:${await listenOnLoopback(server)}/hooks`;
  });
  afterAll(() => closeServer(server));

  it('each command with --secret has --secret-file too', () => {
    const withSecret = commandShapes(`http://127.0.0.1:${closedPort}/`).filter((shape) =>
      shape.valueFlags.some(({ flag }) => flag === '--secret'),
    );
    expect(withSecret.map((shape) => shape.path.join(' '))).toEqual(
      expect.arrayContaining(['send', 'check', 'scenario run', 'sign', 'verify', 'listen']),
    );
    for (const shape of withSecret)
      expect(
        shape.valueFlags.map(({ flag }) => flag),
        shape.path.join(' '),
      ).toContain('--secret-file');
  });

  it('send, scenario run and check sign with --secret-file or $DESIGNHOOKS_SECRET, which the receiver accepts', async () => {
    const fromFile = ['--secret-file', secretFile(secret)];
    const fromEnv = { env: { DESIGNHOOKS_SECRET: secret }, stateDir: tempDir() };
    const send = ['send', 'project.updated', '--url', url, '--allow-http', '--retries', '0'];
    for (const [args, options, how] of [
      [[...send, ...fromFile], { stateDir: tempDir() }, 'signed'],
      [send, fromEnv, 'signed with $DESIGNHOOKS_SECRET'],
    ] as const) {
      const result = await runCli([...args], options);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`(827 bytes, ${how})\n  attempt 1: 200 `);
    }
    const unsigned = await runCli(send, { stateDir: tempDir() });
    expect(unsigned.stdout).toMatch(/unsigned\)\n {2}attempt 1: 401 /);

    const scenario = ['scenario', 'run', 'project-lifecycle', '--url', url, '--allow-http'];
    for (const [args, options] of [
      [[...scenario, ...fromFile], { stateDir: tempDir() }],
      [scenario, fromEnv],
    ] as const) {
      const result = await runCli([...args, '--json', '--retries', '0'], options);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ ok: 8, failed: 0 });
    }

    const check = ['check', url, '--allow-http', '--only', 'signature.*', '--format', 'json'];
    for (const [args, options] of [
      [[...check, ...fromFile], {}],
      [check, { env: { DESIGNHOOKS_SECRET: secret } }],
    ] as const) {
      const result = await runCli([...args], options);
      expect(result.code, result.stderr).toBe(0);
      const report = JSON.parse(result.stdout) as {
        authenticityChecked: boolean;
        cases: { id: string; verdict: string }[];
      };
      expect(report.authenticityChecked).toBe(true);
      const run = report.cases.filter(({ verdict }) => verdict !== 'skip');
      expect(run.map(({ id, verdict }) => `${id} ${verdict}`)).toEqual([
        'signature.missing pass',
        'signature.wrong-key pass',
        'signature.tampered pass',
        'signature.malformed pass',
        'signature.leading-zero pass',
      ]);
    }
  });

  it('sign and verify read the key from --secret-file or $DESIGNHOOKS_SECRET; without one, one line and exit 2', async () => {
    const body = '{"event":"project.updated"}';
    const expected = sign(body, secret);
    const signed = await runCli(['sign', '--secret-file', secretFile(secret), '-'], {
      input: body,
    });
    expect(signed.stdout).toBe(`${expected}\n`);
    const fromEnv = await runCli(['sign', '-'], {
      input: body,
      env: { DESIGNHOOKS_SECRET: secret },
    });
    expect(fromEnv.stdout).toBe(`${expected}\n`);
    const verified = await runCli(['verify', '--signature', expected, '-'], {
      input: body,
      env: { DESIGNHOOKS_SECRET: secret },
    });
    expect([verified.code, verified.stdout]).toEqual([0, 'valid signature\n']);
    for (const command of ['sign', 'verify']) {
      const extra = command === 'verify' ? ['--signature', expected] : [];
      const none = await runCli([command, ...extra, '-'], {
        input: body,
        env: { DESIGNHOOKS_SECRET: '' },
      });
      expect([none.code, none.stderr]).toEqual([
        2,
        'error: a signing key is required: --secret-file <path>, $DESIGNHOOKS_SECRET or --secret <key>\n',
      ]);
    }
  });

  it('an empty --secret (a variable that was not set) is a usage error, not an unsigned delivery', async () => {
    const closed = `http://127.0.0.1:${closedPort}/hooks`;
    for (const args of [
      ['send', 'project.updated', '--url', closed, '--allow-http'],
      ['scenario', 'run', 'comment-thread', '--url', closed, '--allow-http'],
      ['check', closed, '--allow-http'],
      ['sign', '-'],
      ['verify', '--signature', 'ab', '-'],
      ['listen', '--port', '0'],
      ['deliveries', 'redeliver', 'dl_x'],
    ]) {
      const result = await runCli([...args, '--secret', ''], { stateDir: tempDir(), input: '{}' });
      expect([result.code, result.stderr], args.join(' ')).toEqual([
        2,
        'error: --secret needs a value, got an empty string (an unset variable?)\n',
      ]);
    }
  });
});
