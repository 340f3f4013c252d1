import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

describe('npm run bench on a machine without the system packages some benchmarks need', () => {
  it('says what is missing and how to install it in one line, before running anything', () => {
    // A PATH with no redis-server on it (tsx starts node by its own path, not from PATH).
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=designhooks-source',
        'bench/run.ts',
        'queue',
        'receive',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, PATH: join(root, 'bench') },
      },
    );
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'npm run bench: bench/queue.bench.ts needs redis-server on PATH, not found here; install with: ' +
        'apt-get install -y redis-server (or run the others by name: npm run bench -- receive)\n',
    );
  });
});
