import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBody } from '../../src/body/build-body.ts';
import { openStore } from '../../src/store/open-store.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { startProcess } from '../helpers/listen-process.ts';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';
import { fillDisk, smallDisk } from '../helpers/small-disk.ts';
import { listenOnLoopback } from '@designhooks/test-support';

// Issue 23, item 5: an attempt is recorded `pending` before its request leaves (write-ahead) and
// completed after; a sender killed meanwhile leaves `interrupted` attempts, and a store that
// cannot record (a full disk) stops the delivery before anything is sent.

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const listDeliveries = async (stateDir: string) => {
  const listed = await runCli(['deliveries', 'list', '--json', '--limit', '100'], { stateDir });
  expect(listed.code, listed.stderr).toBe(0);
  return JSON.parse(listed.stdout) as Array<Record<string, any>>;
};

describe('write-ahead attempt records (issue 23, item 5)', () => {
  it('kill -9 of serve during a fan-out to 20 webhooks of a slow receiver: 20 attempts, shown interrupted', async () => {
    const stateDir = tempDir();
    const store = openStore(stateDir);
    for (let i = 0; i < 20; i++)
      store.webhooks.create({
        organizationId: store.defaultOrganizationId(),
        url: receiver.url,
        events: ['project.updated'],
      });
    store.close();
    receiver.behave(() => ({ kind: 'hang' }));
    const before = receiver.requests.length;
    const serve = startProcess([
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
    const served = await serve.waitFor((line) => line.type === 'serving');
    void fetch(`${served.url}/_local/organizations/${served.organizationId}/trigger`, {
      method: 'POST',
      headers: { authorization: `Bearer ${served.token}`, 'content-type': 'application/json' },
      body: '{"event":"project.updated"}',
    }).catch(() => undefined); // never answered: serve is killed first
    await expect.poll(() => receiver.requests.length - before, { timeout: 15_000 }).toBe(20);
    await serve.stop('SIGKILL');

    const records = await listDeliveries(stateDir);
    expect(records).toHaveLength(20);
    for (const record of records) {
      expect(record).toMatchObject({ event: 'project.updated', source: 'trigger' });
      expect(record.verdict).toBe('interrupted');
    }
    const text = await runCli(['deliveries', 'list'], { stateDir });
    expect(text.stdout.match(/interrupted/g)).toHaveLength(20);
  }, 40_000);

  const disk = smallDisk(1024);
  it.skipIf(disk === null)(
    'a full disk: one "disk full" line, exit 1, nothing sent, no advice to move the store away',
    async () => {
      const stateDir = join(disk!, 'state');
      let received = 0;
      const plain = createServer((req, res) => {
        received++;
        req.resume().on('end', () => res.end('ok'));
      });
      const port = await listenOnLoopback(plain);
      try {
        const url = `http://127.0.0.1:${port}/hooks`;
        const fixture = join(tempDir(), 'big.json');
        const body = JSON.parse(buildBody({ event: 'project.updated' }).toString());
        body.data.object.extra = 'x'.repeat(400_000);
        writeFileSync(fixture, JSON.stringify(body));
        const send = [
          'send',
          'project.updated',
          '--url',
          url,
          '--allow-http',
          '--fixture',
          fixture,
        ];
        const first = await runCli(send, { stateDir });
        expect(first.code, first.stderr).toBe(0); // room enough: sent and recorded
        expect(received).toBe(1);

        fillDisk(disk!, 64 * 1024);
        const result = await runCli(send, { stateDir });
        expect(result.code, result.stderr).toBe(1);
        expect(hasStackTrace(result.stderr)).toBe(false);
        expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
        expect(result.stderr).toMatch(
          /^error: disk full: store .*designhooks\.sqlite cannot record anything more/,
        );
        expect(result.stderr).not.toMatch(/move the file away|unreadable/);
        expect(received).toBe(1); // nothing was sent that could not be recorded
      } finally {
        await new Promise((resolve) => plain.close(resolve));
      }
    },
    40_000,
  );
});
