import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testRecord } from '../../../test/helpers/test-record.ts';
import { openReceivedStore } from './open-received-store.ts';
import { parseRecord } from './scan-received-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'dh-read-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('store.readLines (what search reads)', () => {
  it('walks every kept record newest first, a few KiB per read, line for line', () => {
    const store = openReceivedStore(join(dir, 'a.jsonl'), {
      maxRecords: 30,
      maxBytes: 16 * 2 ** 20,
    });
    for (let i = 0; i < 40; i++)
      store.append(testRecord({ id: `id${i}` }, `{"n":${i},"pad":"${'x'.repeat(i * 50)}"}`));
    const seen: string[] = [];
    let before: string | null = null;
    let reads = 0;
    do {
      const batch = store.readLines(before, 4096);
      reads++;
      for (const { summary, line } of batch.lines) {
        expect(parseRecord(line.toString('utf8'))?.id).toBe(summary.id);
        expect(line.at(-1)).toBe(10);
        seen.push(summary.id);
      }
      before = batch.next;
    } while (before !== null);
    // every record the store keeps (retention trims at 10% over), once, newest first
    expect(seen).toEqual(store.list({ limit: 1000 }).map((s) => s.id));
    expect(seen[0]).toBe('id39');
    expect(reads).toBeGreaterThan(5);
    expect(store.readLines('unknown', 4096)).toEqual({ lines: [], next: null });
    store.close();
  });
});
