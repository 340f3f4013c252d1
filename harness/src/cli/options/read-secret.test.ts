import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSecret } from './read-secret.ts';

const names = { flag: '--secret', fileFlag: '--secret-file', envName: 'DESIGNHOOKS_SECRET' };
const file = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'secret-')), 'secret');
  writeFileSync(path, text);
  return path;
};

describe('readSecret', () => {
  it('takes the flag, else the file (one trailing newline dropped), else the environment', () => {
    const env = { DESIGNHOOKS_SECRET: 'from-env' };
    expect(readSecret({ ...names, value: 'from-flag' }, env)).toBe('from-flag');
    expect(readSecret({ ...names, file: file('from-file\n') }, env)).toBe('from-file');
    expect(readSecret({ ...names, file: file('a b\r\n') }, env)).toBe('a b');
    expect(readSecret(names, env)).toBe('from-env');
    expect(readSecret(names, { DESIGNHOOKS_SECRET: '' })).toBeUndefined();
    expect(readSecret(names, {})).toBeUndefined();
  });

  it('refuses both flags, an empty file and a missing one, without showing the secret', () => {
    expect(() => readSecret({ ...names, value: 'x', file: 'y' }, {})).toThrow(
      '--secret and --secret-file cannot be used together: give one',
    );
    const empty = file('\n');
    expect(() => readSecret({ ...names, file: empty }, {})).toThrow(
      `--secret-file ${empty} is empty`,
    );
    expect(() => readSecret({ ...names, file: '/nonexistent/secret' }, {})).toThrow(
      'cannot read --secret-file /nonexistent/secret: ENOENT',
    );
    const big = file('k'.repeat(70_000));
    expect(() => readSecret({ ...names, file: big }, {})).toThrow(/larger than 64 KiB/);
  });
});
