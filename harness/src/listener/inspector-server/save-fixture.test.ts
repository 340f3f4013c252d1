import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FixtureExistsError } from '../../errors.ts';
import { saveFixture } from './save-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'dh-fixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('saveFixture', () => {
  it('writes the bytes exactly, refuses to overwrite unless asked, leaves no temp file', () => {
    const bytes = Buffer.from('{"a":"\\u003c é"}');
    const path = saveFixture(join(dir, 'fx'), 'renamed', bytes);
    expect(path).toBe(join(dir, 'fx', 'renamed.json'));
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(() => saveFixture(join(dir, 'fx'), 'renamed.json', Buffer.from('{}'))).toThrow(
      FixtureExistsError,
    );
    saveFixture(join(dir, 'fx'), 'renamed', Buffer.from('{}'), { overwrite: true });
    expect(readFileSync(path, 'utf8')).toBe('{}');
    expect(readdirSync(join(dir, 'fx'))).toEqual(['renamed.json']);
  });

  it('rejects names that could escape the folder', () => {
    for (const name of ['../x', 'a/b', '', '.hidden', 'a..b', 'x'.repeat(101)]) {
      expect(() => saveFixture(dir, name, Buffer.from('{}')), name).toThrow(/fixture name/);
    }
  });
});
