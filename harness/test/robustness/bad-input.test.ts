import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { closedLoopbackPort } from '@designhooks/test-support';

const VALID =
  'project.created, project.updated, project.deleted, branch.created, branch.updated, branch.statusUpdated, ' +
  'commits.created, comment.created, comment.updated, comment.deleted';
const stateDir = tempDir();
let receiver: TestReceiver;
let closedPort: number;

beforeAll(async () => {
  receiver = await startReceiver();
  closedPort = await closedLoopbackPort(); // nothing listens on it
});
afterAll(() => receiver.close());

/** Runs the CLI and checks the common contract of a bad input: one error line, no stack, exit code. */
async function expectError(args: string[], code: number, message: string | RegExp, input?: string) {
  const result = await runCli(args, { stateDir, ...(input === undefined ? {} : { input }) });
  expect(result.code, result.stderr).toBe(code);
  expect(hasStackTrace(result.stderr)).toBe(false);
  const lines = result.stderr
    .trimEnd()
    .split('\n')
    .filter((line) => !line.startsWith('(Did you mean'));
  expect(lines.at(-1)).toMatch(message);
  return result;
}

describe('bad input: one clear line, non-zero exit, nothing written', () => {
  it('unknown event lists the valid ones (send, trigger, webhooks create, fixtures)', async () => {
    const listed = new RegExp(`valid events: ${VALID.replace(/\./g, '\\.')}$`);
    await expectError(['send', 'project.renamed', '--url', receiver.url], 2, listed);
    await expectError(['trigger', 'project.renamed'], 2, listed);
    await expectError(['webhooks', 'create', '--url', receiver.url, '--events', 'nope'], 2, listed);
    await expectError(['fixtures', 'list', '--event', 'nope'], 2, listed);
    await expectError(['fixtures', 'show', 'project.renamed'], 2, listed);
    await expectError(
      ['fixtures', 'show', 'project.updated.nope'],
      2,
      /^error: unknown fixture "project.updated.nope"; fixtures: /,
    );
  });

  it('a near miss names what was meant before the list', async () => {
    await expectError(
      ['send', 'commit.created', '--url', receiver.url],
      2,
      /^error: unknown event "commit\.created" \(did you mean commits\.created\?\); valid events: /,
    );
    await expectError(
      ['webhooks', 'create', '--url', receiver.url, '--events', 'branch.status.changed'],
      2,
      /^error: unknown event "branch\.status\.changed" \(its name during the 2019 beta; now branch\.statusUpdated\); /,
    );
    await expectError(
      [
        'send',
        'project.updated',
        '--url',
        receiver.url,
        '--fixture',
        'project.updated.with-change',
      ],
      2,
      /^error: unknown fixture "project\.updated\.with-change" \(did you mean project\.updated\.with-changes\?\); fixtures for project\.updated: /,
    );
    await expectError(
      ['fixtures', 'show', 'project.updated.unicod'],
      2,
      /^error: unknown fixture "project\.updated\.unicod" \(did you mean project\.updated\.unicode\?\); fixtures: /,
    );
    await expectError(
      ['scenario', 'run', 'busy-dya', '--url', receiver.url],
      2,
      /^error: unknown scenario "busy-dya" \(did you mean busy-day\?\); built-ins: /,
    );
  });

  it('malformed --set', async () => {
    const send = ['send', 'project.updated', '--url', receiver.url, '--ca', receiver.caFile];
    await expectError(
      [...send, '--set', 'data.object.name'],
      2,
      'error: malformed --set "data.object.name": expected path=value, e.g. data.object.name=Renamed',
    );
    await expectError([...send, '--set', '=x'], 2, /^error: malformed --set "=x"/);
    await expectError(
      [...send, '--set', 'data..name=x'],
      2,
      'error: malformed --set "data..name=x": empty segment in path "data..name"',
    );
    await expectError(
      [...send, '--set', 'data.object.name.first=x'],
      2,
      'error: cannot --set "data.object.name.first": "data.object.name" is a string, not an object or array',
    );
    await expectError(
      ['trigger', 'project.updated', '--set', 'nothing'],
      2,
      /^error: malformed --set "nothing"/,
    );
    expect(receiver.requests).toHaveLength(0);
  });

  it('missing or unusable files', async () => {
    const send = ['send', 'project.updated', '--url', receiver.url];
    await expectError(
      [...send, '--fixture', './missing.json'],
      2,
      'error: cannot read fixture file "./missing.json": no such file',
    );
    await expectError(
      [...send, '--fixture', 'comment.created'],
      2,
      /^error: fixture "comment.created" is a comment.created delivery, not project.updated; fixtures for project.updated: project.updated, /,
    );
    await expectError(
      [...send, '--fixture', 'nonsense'],
      2,
      /^error: unknown fixture "nonsense"; fixtures for project.updated: project.updated, /,
    );
    const notJson = join(tempDir(), 'body.json');
    writeFileSync(notJson, 'not json');
    await expectError(
      [...send, '--fixture', notJson],
      2,
      `error: fixture "${notJson}" is not valid JSON`,
    );
    await expectError(
      [...send, '--ca', './missing.pem'],
      2,
      'error: cannot read CA file "./missing.pem": no such file',
    );
    await expectError(
      [...send, '--ca', notJson],
      2,
      `error: CA file "${notJson}" holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
    );
    await expectError(
      ['validate', './missing.json'],
      2,
      'error: cannot read body file "./missing.json": no such file',
    );
    await expectError(
      ['sign', '--secret', 'k', './missing.json'],
      2,
      'error: cannot read body file "./missing.json": no such file',
    );
    await expectError(
      ['verify', '--secret', 'k', '--signature', 'ab', './missing.json'],
      2,
      'error: cannot read body file "./missing.json": no such file',
    );
  });

  it('URLs: no scheme, not https, not a URL', async () => {
    await expectError(
      ['send', 'project.updated', '--url', 'localhost:8443/hooks'],
      2,
      'error: URL "localhost:8443/hooks" has no scheme; webhook URLs must start with https://',
    );
    await expectError(
      ['send', 'project.updated', '--url', 'ftp://127.0.0.1/x'],
      2,
      'error: URL "ftp://127.0.0.1/x" must use https:// (got ftp://)',
    );
    await expectError(
      ['send', 'project.updated', '--url', 'https://exa mple.com'],
      2,
      'error: "https://exa mple.com" is not a valid URL',
    );
    await expectError(
      ['webhooks', 'update', 'wh_nope', '--url', 'http://example.com'],
      2,
      'error: no webhook "wh_nope" (see designhooks webhooks list)',
    );
  });

  it('unreachable port: delivery fails with exit 1 and says so', async () => {
    const result = await expectError(
      [
        'send',
        'project.updated',
        '--url',
        `https://127.0.0.1:${closedPort}/hooks`,
        '--retries',
        '1',
        '--backoff',
        '10',
      ],
      1,
      new RegExp(
        `^error: delivery failed after 2 attempts: connection refused by 127\\.0\\.0\\.1:${closedPort} \\(is the receiver running\\?\\) \\(record dl_\\w+, dl_\\w+\\)$`,
      ),
    );
    expect(result.stdout).toMatch(/attempt 1: refused/);
  });

  it('TLS failure without --ca suggests --ca or --insecure, and is not retried', async () => {
    const result = await expectError(
      ['send', 'project.updated', '--url', receiver.url],
      1,
      /^error: delivery failed after 1 attempt: TLS failure talking to 127\.0\.0\.1:\d+: self-signed certificate \(DEPTH_ZERO_SELF_SIGNED_CERT\); trust the receiver's certificate with --ca <pem-file>, or skip the check with --insecure/,
    );
    expect(result.stdout).toMatch(/attempt 1: tls in [\d.]+ ms \(TLS failures stop\)/);
    expect(receiver.requests).toHaveLength(0);
  });

  it('flags: bad numbers, missing required options, unknown options, conflicting options (exit 2)', async () => {
    await expectError(
      ['send', 'project.updated', '--url', receiver.url, '--count', 'many'],
      2,
      /option '--count <n>' argument 'many' is invalid\. expected a whole number from 1 to 1000000, got "many"/,
    );
    await expectError(
      ['send', 'project.updated', '--url', receiver.url, '--retries', '-1'],
      2,
      /option '--retries <n>' argument '-1' is invalid/,
    );
    await expectError(
      ['send', 'project.updated'],
      2,
      /required option '--url <url>' not specified/,
    );
    await expectError(
      ['send', 'project.updated', '--url', receiver.url, '--bogus'],
      2,
      /unknown option '--bogus'/,
    );
    await expectError(
      ['send', 'project.updated', '--url', receiver.url, '--concurrency', '4'],
      2,
      'error: --concurrency needs --count',
    );
    await expectError(
      ['send', 'project.updated', '--url', receiver.url, '--ca', receiver.caFile, '--insecure'],
      2,
      'error: use either --ca or --insecure, not both',
    );
    await expectError(
      ['send', 'project.updated', '--url', receiver.url, '--service', 'Bad Name'],
      2,
      /^error: --service must be a header-safe name/,
    );
    await expectError(
      ['webhooks', 'create', '--url', receiver.url],
      2,
      /required option '--events <e1,e2,...>' not specified/,
    );
    await expectError(
      ['webhooks', 'update', 'wh_x'],
      2,
      'error: no webhook "wh_x" (see designhooks webhooks list)',
    );
    await expectError(
      ['deliveries', 'list', '--failed', '--succeeded'],
      2,
      'error: use either --failed or --succeeded, not both',
    );
    await expectError(
      ['sign', 'x.json'],
      2,
      'error: a signing key is required: --secret-file <path>, $DESIGNHOOKS_SECRET or --secret <key>',
    );
    await expectError(['nosuchcommand'], 2, /unknown command 'nosuchcommand'/);
    expect(receiver.requests).toHaveLength(0);
  });

  it('unknown ids', async () => {
    await expectError(
      ['deliveries', 'show', 'dl_nope'],
      2,
      'error: no delivery "dl_nope" (see designhooks deliveries list)',
    );
    await expectError(
      ['deliveries', 'redeliver', 'dl_nope'],
      2,
      'error: no delivery "dl_nope" (see designhooks deliveries list)',
    );
    await expectError(
      ['webhooks', 'test', 'wh_nope'],
      2,
      'error: no webhook "wh_nope" (see designhooks webhooks list)',
    );
    await expectError(
      ['webhooks', 'delete', 'wh_nope'],
      2,
      'error: no webhook "wh_nope" (see designhooks webhooks list)',
    );
    await expectError(
      ['deliveries', 'list', '--webhook', 'wh_nope'],
      2,
      'error: no webhook "wh_nope" and no deliveries for it',
    );
  });

  it('validate, sign and verify', async () => {
    const valid = await runCli(['validate', '-'], {
      stateDir,
      input: (await import('@designhooks/schemas')).readFixture('project.updated').toString(),
    });
    expect(valid).toMatchObject({ code: 0, stdout: 'valid project.updated delivery\n' });
    const invalid = await runCli(['validate', '-'], {
      stateDir,
      input: '{"createdAt":"2024-01-01T00:00:00.000","event":"project.updated","data":{}}',
    });
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toBe(
      'invalid project.updated delivery:\n  /createdAt: must be an ISO 8601 UTC timestamp ending in Z, such as 2026-01-05T09:00:00Z\n  /data/object: is required\n',
    );
    const notJson = await runCli(['validate', '-'], { stateDir, input: '{oops' });
    expect(notJson.code).toBe(1);
    expect(notJson.stdout).toMatch(/^invalid delivery:\n {2}body is not JSON: /);
    const signed = await runCli(['sign', '--secret', 'key'], { stateDir, input: '{"foo":"bar"}' });
    expect(signed.stdout).toBe(
      'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729\n',
    );
    const verified = await runCli(
      [
        'verify',
        '--secret',
        'key',
        '--signature',
        'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729',
        '-',
      ],
      { stateDir, input: '{"foo":"bar"}' },
    );
    expect(verified).toMatchObject({ code: 0, stdout: 'valid signature\n' });
    await expectError(
      [
        'verify',
        '--secret',
        'other',
        '--signature',
        'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729',
      ],
      1,
      'error: invalid signature: it does not match this body and key (add --explain to learn why)',
      '{"foo":"bar"}',
    );
  });
});
