import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';

// `designhooks verify --explain` as a person runs it: the real CLI, a body on stdin, its words
// and exit codes; and never a key in what it prints, whatever the mistake.

const RAW = readFixture('comment.created.html-characters').toString('utf8');
const key = () => randomBytes(18).toString('base64url');

describe('designhooks verify --explain', () => {
  it('exits 0 on a match and 1 with the code, the message and the fix otherwise', async () => {
    const stateDir = tempDir();
    const secret = key();
    const ok = await runCli(
      ['verify', '--explain', '--secret', secret, '--signature', sign(RAW, secret), '-'],
      {
        stateDir,
        input: RAW,
      },
    );
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe(
      'valid signature: it is the HMAC of these bytes under this key\n' +
        '(if your own code still rejects it, it verifies other bytes than these, such as a parsed and re-serialised body: JSON.stringify(JSON.parse(body)), json.dumps(json.loads(body)), or writes its digest otherwise than as 64 lower-case hex digits; `designhooks check <your receiver URL>` names which)\n',
    );

    // the body as express.json() + JSON.stringify(req.body) gives it
    const reserialized = JSON.stringify(JSON.parse(RAW));
    const bad = await runCli(
      ['verify', '--explain', '--secret', secret, '--signature', sign(RAW, secret)],
      {
        stateDir,
        input: reserialized,
      },
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    const lines = bad.stderr.split('\n');
    expect(lines[0]).toBe('error: invalid signature: body-reserialized');
    expect(lines[1]).toMatch(/^ {2}The signature is the HMAC of the body as the platform sent it/);
    expect(lines.at(-2)).toMatch(/^ {2}fix: Verify the raw request bytes, before any JSON parser/);
    expect(hasStackTrace(bad.stderr)).toBe(false);
  });

  it('--json prints one object, and --try-store-keys names the stored webhook whose key matched', async () => {
    const stateDir = tempDir();
    const keys = [key(), key()];
    const ids: string[] = [];
    for (const [index, signingKey] of keys.entries()) {
      const created = await runCli(
        [
          'webhooks',
          'create',
          '--url',
          `https://127.0.0.1:9/hook-${index}`,
          '--events',
          'comment.created',
          '--signing-key',
          signingKey,
          '--json',
        ],
        { stateDir },
      );
      expect(created.code).toBe(0);
      ids.push((JSON.parse(created.stdout) as { webhook: { id: string } }).webhook.id);
    }
    const mine = key();
    const args = ['verify', '--json', '--secret', mine, '--signature', sign(RAW, keys[1]!)];
    const plain = await runCli(args, { stateDir, input: RAW });
    expect(plain.code).toBe(1);
    expect(JSON.parse(plain.stdout)).toMatchObject({ match: false, code: 'no-match' });

    const tried = await runCli([...args, '--try-store-keys'], { stateDir, input: RAW });
    expect(tried.code).toBe(1);
    const verdict = JSON.parse(tried.stdout) as Record<string, unknown>;
    expect(verdict).toEqual({
      match: false,
      code: 'wrong-secret',
      message: expect.any(String),
      fix: expect.any(String),
      webhook: { id: ids[1], url: 'https://127.0.0.1:9/hook-1' },
    });
    const text = await runCli(
      ['verify', '--try-store-keys', '--secret', mine, '--signature', sign(RAW, keys[0]!)],
      {
        stateDir,
        input: RAW,
      },
    );
    expect(text.stderr).toContain(
      `  matched: the key of stored webhook ${ids[0]} (https://127.0.0.1:9/hook-0)\n`,
    );

    const match = await runCli(
      ['verify', '--json', '--secret', mine, '--signature', sign(RAW, mine)],
      {
        stateDir,
        input: RAW,
      },
    );
    expect(match).toMatchObject({ code: 0, stdout: '{"match":true}\n' });
    for (const output of [plain, tried, text, match])
      for (const secret of [...keys, mine])
        expect(output.stdout + output.stderr).not.toContain(secret);
  });

  it('never prints a key, whatever the mistake', async () => {
    const stateDir = tempDir();
    const secret = key();
    const signature = sign(RAW, secret);
    const mistakes: Array<[string, string, string, string]> = [
      // [code, --secret, --signature, body]
      ['secret-whitespace', `${secret}\n`, signature, RAW],
      ['secret-whitespace', `"${secret}"`, signature, RAW],
      ['uppercase-hex', secret, signature.toUpperCase(), RAW],
      ['prefixed', secret, `sha256=${signature}`, RAW],
      ['base64', secret, Buffer.from(signature, 'hex').toString('base64'), RAW],
      ['malformed', secret, signature.slice(0, 40), RAW],
      ['missing', secret, '', RAW],
      ['multiple-values', secret, `${signature}, ${sign(RAW, key())}`, RAW],
      ['body-trailing-newline', secret, signature, `${RAW}\n`],
      ['body-pretty-printed', secret, signature, JSON.stringify(JSON.parse(RAW), null, 2)],
      ['no-match', secret, sign(RAW, key()), RAW],
    ];
    for (const [code, given, header, body] of mistakes) {
      for (const json of [[], ['--json']]) {
        const result = await runCli(
          ['verify', '--explain', ...json, '--secret', given, '--signature', header],
          {
            stateDir,
            input: body,
          },
        );
        expect(result.code, code).toBe(1);
        expect(result.stdout + result.stderr, code).toContain(code);
        expect(result.stdout + result.stderr, code).not.toContain(secret);
      }
    }
  });
});
