import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFixtures, listInvalidBodies } from '@designhooks/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '../../src/delivery/deliver.ts';
import { loadTls } from '../../src/delivery/load-tls.ts';
import { defaultRetryPolicy } from '../../src/delivery/retry-policy.ts';
import type { ReceivedRecord } from '../../src/listener/records/received-record.ts';
import { openStore } from '../../src/store/open-store.ts';
import { startProcess, type ListenProcess } from '../helpers/listen-process.ts';
import { runCli, tempDir } from '../helpers/run-cli.ts';
import { sha256 } from '@designhooks/test-support';

// designhooks send (HTTPS, --ca) → designhooks listen --https --secret, both real processes.
const SECRET = 'listen-e2e-key';
const stateDir = tempDir('designhooks-listen-e2e-');
let listen: ListenProcess;
let webhookUrl: string;
let caFile: string;

function records(): ReceivedRecord[] {
  return readFileSync(join(stateDir, 'received.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

beforeAll(async () => {
  listen = startProcess(
    ['listen', '--https', '--secret', SECRET, '--port', '0', '--json', '--state-dir', stateDir],
    { cwd: stateDir },
  );
  const started = await listen.waitFor((line) => line.type === 'listening');
  webhookUrl = started.webhookUrl;
  caFile = started.caFile;
});
afterAll(async () => {
  await listen?.stop('SIGKILL');
});

describe('listen --https --secret, fed by designhooks send --ca', () => {
  it('starts on HTTPS with a generated certificate and prints the CA file', () => {
    expect(webhookUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/webhooks$/);
    expect(caFile).toBe(join(stateDir, 'listener-tls', 'cert.pem'));
    expect(readFileSync(caFile, 'utf8')).toContain('BEGIN CERTIFICATE');
  });

  it('records a delivery sent by the CLI: verified, valid, byte-exact, with its headers', async () => {
    const sent = await runCli(
      [
        'send',
        'project.updated',
        '--url',
        webhookUrl,
        '--secret',
        SECRET,
        '--ca',
        caFile,
        '--json',
      ],
      { stateDir },
    );
    expect(sent.code).toBe(0);
    const line = await listen.waitFor(
      (l) => l.type === 'delivery' && l.event === 'project.updated',
    );
    expect(line).toMatchObject({
      status: 200,
      signature: { status: 'verified' },
      validation: { status: 'valid' },
      userAgent: { ok: true },
    });
    const record = records().find((r) => r.id === line.id)!;
    // What the harness recorded as sent is exactly what the listener recorded as received.
    const store = openStore(stateDir);
    const attempt = store.deliveries.list().at(-1)!;
    store.close();
    expect(record.bodySha256).toBe(sha256(attempt.request.body));
    expect(record.headers).toEqual(attempt.request.headers);
  });

  it('records every fixture verified and valid, with the exact bytes sent', async () => {
    const tls = loadTls({ ca: caFile });
    const fixtures = listFixtures();
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
    for (const fixture of fixtures) {
      const result = await deliver({
        url: new URL(webhookUrl),
        body: fixture.bytes,
        secret: SECRET,
        policy: { ...defaultRetryPolicy, retries: 0 },
        tls,
      });
      expect(result.attempts[0]?.response?.status, fixture.name).toBe(200);
    }
    await listen.waitFor(
      (l) => l.type === 'delivery' && l.bodySha256 === sha256(fixtures.at(-1)!.bytes),
    );
    for (const fixture of fixtures) {
      const record = records().find((r) => r.bodySha256 === sha256(fixture.bytes));
      expect(record, fixture.name).toBeDefined();
      expect(record).toMatchObject({
        event: fixture.event,
        status: 200,
        signature: { status: 'verified' },
        validation: { status: 'valid', issues: [] },
      });
      expect(Buffer.from(record!.bodyBase64, 'base64').equals(fixture.bytes)).toBe(true);
    }
  });

  it('records a wrong signature as failed with 401', async () => {
    const sent = await runCli(
      [
        'send',
        'branch.created',
        '--url',
        webhookUrl,
        '--secret',
        'not-the-key',
        '--ca',
        caFile,
        '--retries',
        '0',
      ],
      { stateDir },
    );
    expect(sent.code).toBe(1);
    const line = await listen.waitFor((l) => l.type === 'delivery' && l.status === 401);
    expect(line).toMatchObject({
      event: 'branch.created',
      signature: { status: 'failed', reason: expect.stringContaining('does not match') },
      verdict: { code: 'signature_mismatch' },
    });
  });

  it('records an invalid body with 422 and its failing paths', async () => {
    const invalid = listInvalidBodies().find((b) => b.name.startsWith('color-without-hash'))!;
    const sent = await runCli(
      [
        'send',
        'project.updated',
        '--url',
        webhookUrl,
        '--secret',
        SECRET,
        '--ca',
        caFile,
        '--fixture',
        invalid.path,
        '--keep-created-at',
        '--retries',
        '0',
      ],
      { stateDir },
    );
    expect(sent.code).toBe(1);
    const line = await listen.waitFor((l) => l.type === 'delivery' && l.status === 422);
    expect(line.signature.status).toBe('verified');
    expect(line.validation.status).toBe('invalid');
    expect(line.validation.issues).toContainEqual(
      expect.objectContaining({ path: '/data/object/color' }),
    );
    expect(line.bodySha256).toBe(sha256(invalid.bytes));
  });

  it('stops on SIGTERM with exit 0, every delivery on disk', async () => {
    const before = listen.lines.filter((l) => l.type === 'delivery').length;
    const { code } = await listen.stop('SIGTERM');
    expect(code).toBe(0);
    expect(listen.lines.at(-1)).toMatchObject({ type: 'stopped', received: before });
    expect(records()).toHaveLength(before);
  });
});
