import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { startProcess } from '../helpers/listen-process.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { listenOnLoopback, sha256, post as send } from '@designhooks/test-support';

const SECRET = 'shutdown-key';

/** The status a signed POST got, or null when the connection was refused or reset. */
const post = (url: string, body: Buffer): Promise<number | null> =>
  send(url, body, {
    'content-type': 'application/json',
    'user-agent': 'Abstract-Webhooks',
    'abstract-webhooks-signature': sign(body, SECRET),
    connection: 'close',
  }).then(
    (answer) => answer.status,
    () => null, // refused or reset: the listener had stopped accepting
  );

function recordsIn(
  stateDir: string,
): Array<{ bodySha256: string; status: number; forward: { status: number } | null }> {
  const text = readFileSync(join(stateDir, 'received.jsonl'), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

describe('listen shutdown (real process)', () => {
  it('Ctrl-C during a burst of deliveries loses no record', async () => {
    const stateDir = tempDir('designhooks-burst-');
    const listen = startProcess([
      'listen',
      '--port',
      '0',
      '--secret',
      SECRET,
      '--json',
      '--no-ui',
      '--state-dir',
      stateDir,
    ]);
    const { webhookUrl } = await listen.waitFor((line) => line.type === 'listening');
    const template = JSON.parse(readFixture('project.updated').toString('utf8'));
    const bodies = Array.from({ length: 240 }, (_, i) => {
      template.data.object.name = `burst ${i}`;
      return Buffer.from(JSON.stringify(template));
    });

    const answered: Buffer[] = [];
    let next = 0;
    let interrupted = false;
    const worker = async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const status = await post(webhookUrl, body);
        if (status !== null) answered.push(body);
        if (!interrupted && answered.length >= 60) {
          interrupted = true;
          listen.child.kill('SIGINT');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const { code } = await listen.stop(null);
    expect(code).toBe(0);
    expect(interrupted).toBe(true);

    const records = recordsIn(stateDir);
    const recorded = new Set(records.map((r) => r.bodySha256));
    expect(answered.length).toBeGreaterThanOrEqual(60);
    expect(answered.length).toBeLessThan(bodies.length); // the signal really cut the burst
    for (const body of answered) expect(recorded.has(sha256(body))).toBe(true);
    expect(records.every((r) => r.status === 200)).toBe(true);
    expect(listen.lines.at(-1)).toMatchObject({ type: 'stopped', received: records.length });
  });

  it('SIGTERM waits for an in-flight forward, answers the sender, then exits 0', async () => {
    let arrived: () => void = () => {};
    const appReceived = new Promise<void>((resolve) => (arrived = resolve));
    const app = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        arrived();
        setTimeout(() => res.writeHead(202, { 'content-type': 'text/plain' }).end('slow ok'), 700);
      });
    });
    const appUrl = `http://127.0.0.1:${await listenOnLoopback(app)}/hooks`;
    const stateDir = tempDir('designhooks-inflight-');
    const listen = startProcess([
      'listen',
      '--port',
      '0',
      '--secret',
      SECRET,
      '--json',
      '--forward-to',
      appUrl,
      '--state-dir',
      stateDir,
    ]);
    const { webhookUrl } = await listen.waitFor((line) => line.type === 'listening');

    const body = readFixture('branch.updated');
    const answer = post(webhookUrl, body);
    await appReceived;
    const stopping = listen.stop('SIGTERM');
    expect(await answer).toBe(202);
    expect((await stopping).code).toBe(0);
    const [record] = recordsIn(stateDir);
    expect(record).toMatchObject({
      bodySha256: sha256(body),
      status: 202,
      forward: { status: 202 },
    });
    await new Promise((resolve) => app.close(resolve));
  });
});
