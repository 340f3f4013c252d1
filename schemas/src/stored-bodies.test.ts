import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { listFixtures } from './list-fixtures.ts';
import { listInvalidBodies } from './list-invalid-bodies.ts';
import { readFixture } from './read-fixture.ts';

// node:fs as it is, with its reads counted.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, readdirSync: vi.fn(fs.readdirSync), readFileSync: vi.fn(fs.readFileSync) };
});
const reads = () =>
  vi.mocked(readFileSync).mock.calls.length + vi.mocked(readdirSync).mock.calls.length;

describe('the stored bodies (fixtures/, invalid/)', () => {
  it('are read from disk once per process, whatever is asked afterwards', () => {
    expect(reads()).toBe(0);
    const all = listFixtures();
    const invalid = listInvalidBodies();
    // one listing and one read per file of each folder
    expect(reads()).toBe(2 + all.length + invalid.length);
    expect(all.length).toBeGreaterThanOrEqual(45);
    const after = reads();
    for (let i = 0; i < 3; i++) {
      listFixtures();
      listFixtures('commits.created');
      readFixture('project.updated');
      listInvalidBodies();
    }
    expect(() => readFixture('project.nope')).toThrow(
      /unknown fixture "project.nope"; valid fixtures: /,
    );
    expect(reads()).toBe(after);
  });

  it('are handed out as copies: changing what one call returned never changes the next', () => {
    const stored = (path: string) => readFileSync(path); // the file as it is on disk
    const first = listFixtures('project.updated')[0]!;
    first.bytes.fill(0x20);
    first.name = 'changed';
    first.variant = 'changed';
    const read = readFixture('project.updated');
    read.fill(0x20);
    const bad = listInvalidBodies()[0]!;
    bad.bytes.fill(0x20);
    bad.name = 'changed';

    const again = listFixtures('project.updated')[0]!;
    expect(again).toMatchObject({ name: 'project.updated', variant: undefined });
    expect(again.bytes).toEqual(stored(again.path));
    expect(readFixture('project.updated')).toEqual(stored(again.path));
    expect(listFixtures().find((f) => f.name === 'project.updated')!.bytes).toEqual(
      stored(again.path),
    );
    const badAgain = listInvalidBodies()[0]!;
    expect(badAgain.name).not.toBe('changed');
    expect(badAgain.bytes).toEqual(stored(badAgain.path));
    // the bytes are the file's: JSON, not the spaces written above
    expect(JSON.parse(again.bytes.toString('utf8'))).toMatchObject({ event: 'project.updated' });
  });

  it('keep the documented order: canonical fixtures first, then variants, each by name', () => {
    const names = listFixtures().map((f) => f.name);
    const canonical = listFixtures().filter((f) => f.variant === undefined);
    expect(names.slice(0, canonical.length)).toEqual(canonical.map((f) => f.name));
    expect(canonical.map((f) => f.name)).toEqual(
      [...canonical.map((f) => f.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(listFixtures('commits.created')[0]!.name).toBe('commits.created');
    expect(listInvalidBodies().map((b) => b.name)).toEqual(
      listInvalidBodies()
        .map((b) => b.name)
        .sort(),
    );
  });
});
