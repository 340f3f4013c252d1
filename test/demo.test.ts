import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventNames } from '@designhooks/types';

const root = join(import.meta.dirname, '..');

describe('npm start (the end-to-end demo)', () => {
  it('delivers all ten events over HTTPS, prints the table, exits 0 and leaves nothing running or written', () => {
    const demoDirs = () =>
      readdirSync(tmpdir()).filter((name) => name.startsWith('designhooks-demo-'));
    const before = demoDirs();
    // The child must exit on its own: a server or socket left open would keep it alive until the timeout.
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=designhooks-source',
        'scripts/demo.ts',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const event of eventNames) {
      expect(run.stdout).toMatch(
        new RegExp(`^${event.replace('.', '\\.')}\\s+200\\s+yes\\s+yes\\s+\\d+\\s+\\S`, 'm'),
      );
    }
    expect(run.stdout).toContain('10/10 deliveries accepted, verified and valid.');
    expect(run.stdout).toMatch(/receiver {2}https:\/\/127\.0\.0\.1:\d+\/webhooks/);
    // what to do next starts with grading the reader's own receiver, whatever its stack
    expect(run.stdout).toMatch(
      /^Next:\n {2}npx designhooks check <url> --secret-file <file> +grade your own receiver/m,
    );
    expect(demoDirs()).toEqual(before); // its temporary state dir (store, certificate) is gone
  });
});
