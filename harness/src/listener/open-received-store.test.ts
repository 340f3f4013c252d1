import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openReceivedStore } from './open-received-store.ts';
import { testRecord } from './test-record.ts';

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
    store.append(testRecord({ id: 'c', status: 422, validation: { status: 'invalid', issues: [{ path: '/x', message: 'm' }] } }));
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
    expect(() => openReceivedStore(file)).toThrow(`cannot open the received-deliveries file ${file}: `);
  });
});
