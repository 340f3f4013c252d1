import {
  appendFileSync,
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testRecord } from '../../../test/helpers/test-record.ts';
import { openReceivedStore } from './open-received-store.ts';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dh-store-'));
  dirs.push(dir);
  return join(dir, 'state', 'received.jsonl');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openReceivedStore', () => {
  it('appends one line per record, lists newest first, filters, and reloads', () => {
    const file = tempFile();
    const store = openReceivedStore(file);
    const seen: string[] = [];
    store.subscribe((r) => seen.push(r.id));
    store.append(testRecord({ id: 'a', status: 200 }));
    store.append(testRecord({ id: 'b', status: 401, event: 'branch.created' }));
    store.append(
      testRecord({
        id: 'c',
        status: 422,
        validation: { status: 'invalid', issues: [{ path: '/x', message: 'm' }] },
      }),
    );
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(store.list().map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(store.list({ status: '4xx' }).map((r) => r.id)).toEqual(['c', 'b']);
    expect(store.list({ status: 'invalid' }).map((r) => r.id)).toEqual(['c']);
    expect(store.list({ event: 'branch.created' }).map((r) => r.id)).toEqual(['b']);
    expect(store.list({ limit: 1 }).map((r) => r.id)).toEqual(['c']);
    expect(store.get('b')?.status).toBe(401);
    store.close();
    expect(() => store.append(testRecord({ id: 'd' }))).toThrow(/closed/);

    const again = openReceivedStore(file);
    expect(again.list().map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(again.get('a')?.bodyBase64).toBe(testRecord().bodyBase64);
    again.close();
  });

  it('skips a torn last line and keeps appending on a fresh line', () => {
    const file = tempFile();
    const store = openReceivedStore(file);
    store.append(testRecord({ id: 'a' }));
    store.close();
    appendFileSync(file, '{"id":"torn","bodyBa');
    const again = openReceivedStore(file);
    expect(again.skippedLines).toBe(1);
    again.append(testRecord({ id: 'b' }));
    again.close();
    const third = openReceivedStore(file);
    expect(third.list().map((r) => r.id)).toEqual(['b', 'a']);
    expect(third.skippedLines).toBe(1);
    third.close();
  });

  it('names the file when it cannot be opened', () => {
    const file = tempFile();
    mkdirSync(file, { recursive: true }); // a folder where the file should be
    expect(() => openReceivedStore(file)).toThrow(
      `cannot open the received-deliveries file ${file}: `,
    );
  });

  it('retention by count: the oldest records go first, the file is trimmed, the rest reads back whole', () => {
    const file = tempFile();
    const store = openReceivedStore(file, { maxRecords: 10, maxBytes: 1024 ** 3 });
    for (let i = 0; i < 40; i++) store.append(testRecord({ id: `r${i}` }, `{"n":${i}}`));
    const kept = store.list().map((r) => r.id);
    expect(kept.length).toBeLessThanOrEqual(11); // trimmed to 10 whenever it grows 10% past
    expect(kept[0]).toBe('r39');
    expect(store.get('r0')).toBeUndefined();
    expect(Buffer.from(store.get('r39')!.bodyBase64, 'base64').toString()).toBe('{"n":39}');
    expect(Buffer.from(store.get(kept.at(-1)!)!.bodyBase64, 'base64').toString()).toBe(
      `{"n":${kept.at(-1)!.slice(1)}}`,
    );
    store.close();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(kept.length);
    const again = openReceivedStore(file, { maxRecords: 5, maxBytes: 1024 ** 3 });
    expect(again.list().map((r) => r.id)).toEqual(['r39', 'r38', 'r37', 'r36', 'r35']);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    again.close();
  });

  it('retention by bytes: the file stays within the limit plus 10%', () => {
    const file = tempFile();
    const big = 'x'.repeat(100_000);
    const store = openReceivedStore(file, { maxRecords: 1_000, maxBytes: 1_000_000 });
    for (let i = 0; i < 40; i++) {
      store.append(testRecord({ id: `b${i}` }, big));
      expect(statSync(file).size).toBeLessThanOrEqual(1_100_000);
    }
    expect(store.list()[0]!.id).toBe('b39');
    expect(store.list().length).toBeGreaterThanOrEqual(7);
    expect(Buffer.from(store.get('b39')!.bodyBase64, 'base64').toString()).toBe(big);
    store.close();
  });

  it('lists summaries: headers and bodies stay on disk until asked for', () => {
    const file = tempFile();
    const store = openReceivedStore(file);
    store.append(testRecord({ id: 'a' }));
    expect(store.list()[0]).not.toHaveProperty('bodyBase64');
    expect(store.list()[0]).not.toHaveProperty('headers');
    expect(store.get('a')!.headers).toHaveLength(2);
    store.close();
  });

  it('opens a file larger than a string can hold (560 MiB of junk before the records), reading it as a stream', () => {
    const file = tempFile();
    mkdirSync(join(file, '..'), { recursive: true });
    const fd = openSync(file, 'w');
    ftruncateSync(fd, 560 * 1024 * 1024); // sparse: one endless line of NUL bytes, over V8's string limit
    closeSync(fd);
    appendFileSync(file, `\n${JSON.stringify(testRecord({ id: 'after-junk' }))}\n`);
    const store = openReceivedStore(file);
    expect(store.skippedLines).toBe(1);
    expect(store.list().map((r) => r.id)).toEqual(['after-junk']);
    expect(store.get('after-junk')!.id).toBe('after-junk');
    store.close();
    expect(statSync(file).size).toBeLessThan(10_000); // over the 256 MiB limit at open: trimmed to the records
  });

  it('notices another listener replaced the file and appends to the new one', () => {
    const file = tempFile();
    const first = openReceivedStore(file, { maxRecords: 3, maxBytes: 1024 ** 3 });
    const second = openReceivedStore(file, { maxRecords: 3, maxBytes: 1024 ** 3 });
    for (let i = 0; i < 6; i++) first.append(testRecord({ id: `f${i}` })); // trims: the path now names a new file
    second.append(testRecord({ id: 's0' }));
    first.close();
    second.close();
    const ids = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id);
    expect(ids).toContain('s0');
    expect(ids).toContain('f5');
  });

  it('reads what another listener sharing the file received, without writing first', () => {
    const file = tempFile();
    const mine = openReceivedStore(file, { maxRecords: 3, maxBytes: 1024 ** 3 });
    const other = openReceivedStore(file, { maxRecords: 3, maxBytes: 1024 ** 3 });
    other.append(testRecord({ id: 'o1', event: 'comment.created' }));
    expect(mine.list().map((r) => r.id)).toEqual(['o1']);
    expect(mine.count()).toBe(1);
    expect(mine.get('o1')?.event).toBe('comment.created');
    // the other trims the file (a new file under the same name): this one reads the new one
    for (let i = 2; i <= 6; i++) other.append(testRecord({ id: `o${i}` }));
    expect(mine.list().map((r) => r.id)).toEqual(['o6', 'o5', 'o4']);
    expect(mine.readLines(null, 1024 ** 2).lines.map((l) => l.summary.id)).toEqual([
      'o6',
      'o5',
      'o4',
    ]);
    mine.close();
    other.close();
  });

  it("announces another listener's records once, when it takes them in, before its own", () => {
    const file = tempFile();
    const mine = openReceivedStore(file, { maxRecords: 3, maxBytes: 1024 ** 3 });
    const other = openReceivedStore(file, { maxRecords: 3, maxBytes: 1024 ** 3 });
    const heard: string[] = [];
    mine.watchOthers((summary) => heard.push(`other ${summary.id}`));
    mine.subscribe((record) => heard.push(`own ${record.id}`));
    other.append(testRecord({ id: 'o1' }));
    expect(heard).toEqual([]); // not taken in yet
    mine.count();
    mine.count();
    expect(heard).toEqual(['other o1']);
    other.append(testRecord({ id: 'o2' }));
    mine.append(testRecord({ id: 'm1' }));
    expect(heard).toEqual(['other o1', 'other o2', 'own m1']);
    // the other trims the file: what this store had not seen arrives, nothing twice
    for (let i = 3; i <= 6; i++) other.append(testRecord({ id: `o${i}` }));
    mine.count();
    expect(heard.slice(3)).toEqual(['other o4', 'other o5', 'other o6']); // o3 was trimmed first
    expect(mine.list().map((r) => r.id)).toEqual(['o6', 'o5', 'o4']);
    mine.close();
    other.close();
  });
});
