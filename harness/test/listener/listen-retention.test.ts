import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { signedHeaders } from '@designhooks/testing';
import { readFixture } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { startProcess, type ListenProcess } from '../helpers/listen-process.ts';
import { tempDir } from '../helpers/run-cli.ts';
import { post as send } from '@designhooks/test-support';

// Issue #14, item 1: large deliveries made the listener's memory grow ~7 MB each and, past
// 512 MB of records, the listener could not start again. Records are now read as a stream,
// only summaries stay in memory, retention bounds the file, and a rejected body keeps 64 KiB.

/** Peak resident memory of a process, in MB (VmHWM). */
function peakMb(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  return kb / 1024;
}

/** A signed, valid project.updated delivery padded to about `bytes` with an extra field. */
/** The status of a POST of `delivery`. */
async function post(
  url: string,
  delivery: { body: Buffer; headers: Record<string, string> },
): Promise<number> {
  return (await send(url, delivery.body, delivery.headers)).status;
}

function bigDelivery(
  bytes: number,
  secret: string,
): { body: Buffer; headers: Record<string, string> } {
  const envelope = JSON.parse(readFixture('project.updated').toString());
  envelope.data.object.padding = 'p'.repeat(bytes);
  const body = Buffer.from(JSON.stringify(envelope));
  return { body, headers: signedHeaders(body, secret) };
}

async function start(
  stateDir: string,
  extra: string[] = [],
): Promise<{ listen: ListenProcess; webhookUrl: string; inspectorUrl: string }> {
  const listen = startProcess([
    'listen',
    '--port',
    '0',
    '--secret',
    'k',
    '--json',
    '--state-dir',
    stateDir,
    ...extra,
  ]);
  const { webhookUrl, inspectorUrl } = await listen.waitFor((line) => line.type === 'listening');
  return { listen, webhookUrl, inspectorUrl };
}

describe('listener records: bounded memory, retention, restart', () => {
  it('40 deliveries of 4.5 MiB: memory stays under 300 MB, the file within --max-bytes, and the listener restarts', async () => {
    const stateDir = tempDir();
    const file = join(stateDir, 'received.jsonl');
    const first = await start(stateDir, ['--max-bytes', '64MiB']);
    const delivery = bigDelivery(4.5 * 1024 * 1024, 'k');
    for (let i = 0; i < 40; i++) expect(await post(first.webhookUrl, delivery)).toBe(200);
    const peak = peakMb(first.listen.child.pid!);
    expect(peak).toBeLessThan(300);
    expect(statSync(file).size).toBeLessThanOrEqual(64 * 1024 * 1024 * 1.1);
    const listed = (await (await fetch(`${first.inspectorUrl}/api/deliveries`)).json()) as {
      deliveries: Array<{ id: string }>;
    };
    expect(listed.deliveries.length).toBeGreaterThanOrEqual(9); // 64 MiB holds nine 6.1 MB lines
    expect(listed.deliveries.length).toBeLessThan(40);
    expect(await first.listen.stop('SIGTERM')).toMatchObject({ code: 0 });

    const second = await start(stateDir, ['--max-bytes', '64MiB']);
    const again = (await (await fetch(`${second.inspectorUrl}/api/deliveries`)).json()) as {
      deliveries: Array<{ id: string }>;
    };
    expect(again.deliveries.map((d) => d.id)).toEqual(listed.deliveries.map((d) => d.id));
    const detail = (await (
      await fetch(`${second.inspectorUrl}/api/deliveries/${again.deliveries[0]!.id}`)
    ).json()) as {
      bodyTruncated: boolean;
      validation: { drift: Array<{ path: string; value: string; valueTruncated: boolean }> };
    };
    expect(detail).toMatchObject({ bodyTruncated: false });
    // the 4.5 MiB unknown field is drift: its value is kept as a 256-character preview, not in full
    const padding = detail.validation.drift.find((entry) => entry.path === '/data/object/padding')!;
    expect(padding).toMatchObject({ valueTruncated: true });
    expect(padding.value.length).toBeLessThanOrEqual(257);
    expect(await second.listen.stop('SIGTERM')).toMatchObject({ code: 0 });
  }, 120_000);

  it('--max-records keeps the newest; a rejected (401) 4.5 MiB body keeps only its first 64 KiB, marked truncated', async () => {
    const stateDir = tempDir();
    const file = join(stateDir, 'received.jsonl');
    const { listen, webhookUrl, inspectorUrl } = await start(stateDir, ['--max-records', '3']);
    const small = bigDelivery(10, 'k');
    for (let i = 0; i < 5; i++) expect(await post(webhookUrl, small)).toBe(200);
    const before = statSync(file).size;
    expect(await post(webhookUrl, bigDelivery(4.5 * 1024 * 1024, 'wrong'))).toBe(401);
    expect(statSync(file).size - before).toBeLessThan(100 * 1024); // 64 KiB as base64 plus the record
    const listed = (await (await fetch(`${inspectorUrl}/api/deliveries`)).json()) as {
      deliveries: Array<{ id: string; status: number; bodyTruncated: boolean; bodyBytes: number }>;
    };
    expect(listed.deliveries.length).toBeLessThanOrEqual(4);
    expect(listed.deliveries[0]).toMatchObject({ status: 401, bodyTruncated: true });
    expect(listed.deliveries[0]!.bodyBytes).toBeGreaterThan(4.5 * 1024 * 1024);
    const body = await fetch(`${inspectorUrl}/api/deliveries/${listed.deliveries[0]!.id}/body`);
    expect((await body.arrayBuffer()).byteLength).toBe(64 * 1024);
    await listen.stop('SIGTERM');
  }, 60_000);

  it('bad retention values are usage errors', async () => {
    const stateDir = tempDir();
    for (const [flag, value] of [
      ['--max-records', '0'],
      ['--max-records', '20001'],
      ['--max-bytes', '1MiB'],
      ['--max-bytes', 'lots'],
    ]) {
      const listen = startProcess([
        'listen',
        '--port',
        '0',
        '--state-dir',
        stateDir,
        flag!,
        value!,
      ]);
      expect((await listen.stop(null)).code).toBe(2);
      expect(listen.stderr()).toMatch(
        new RegExp(
          `^error: option '${flag} <[a-z]+>' argument '${value}' is invalid\\. expected a (whole number|size) from `,
        ),
      );
    }
  });
});
