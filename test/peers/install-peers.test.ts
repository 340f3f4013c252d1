import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureInstalled, PeersInstallError } from './install-peers.ts';

// A package with no dependencies (npm ci needs no network) whose own install script counts the
// installs, so the test sees how many processes ran `npm ci`.
const dir = mkdtempSync(join(tmpdir(), 'designhooks-peers-'));
const tsx = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const runner = join(dir, 'runner.mts');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writePackage(version: string, dependencies: Record<string, string> = {}): void {
  const manifest = {
    name: 'peers-fixture',
    version,
    private: true,
    dependencies,
    scripts: { install: `node -e "require('fs').appendFileSync('installs.log', 'x\\n')"` },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  const lock = {
    name: 'peers-fixture',
    version,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'peers-fixture', version, hasInstallScript: true } },
  };
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
}

const installs = () => readFileSync(join(dir, 'installs.log'), 'utf8').split('\n').length - 1;

function runInProcess(): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, [runner, dir], { timeout: 120_000 }, (error, _stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

describe('ensureInstalled (the test peers installer)', () => {
  it('four processes asking at once: one npm ci, all four proceed; cached after; a new lock reinstalls', async () => {
    writePackage('1.0.0');
    writeFileSync(
      runner,
      `import { ensureInstalled } from ${JSON.stringify(join(import.meta.dirname, 'install-peers.ts'))};\nawait ensureInstalled(process.argv[2]);\n`,
    );
    const results = await Promise.all([1, 2, 3, 4].map(() => runInProcess()));
    expect(results).toEqual(Array(4).fill({ code: 0, stderr: '' }));
    expect(installs()).toBe(1);

    await ensureInstalled(dir);
    expect(installs()).toBe(1);

    writePackage('1.0.1');
    expect(await runInProcess()).toEqual({ code: 0, stderr: '' });
    expect(installs()).toBe(2);
  }, 120_000);

  it('a failing install: PeersInstallError saying what to run, then a retry may succeed', async () => {
    writePackage('2.0.0', { 'left-pad': '1.3.0' }); // not in the lock: npm ci refuses, offline
    const failed = ensureInstalled(dir);
    await expect(failed).rejects.toBeInstanceOf(PeersInstallError);
    await expect(failed).rejects.toThrow(/^cannot install the test peers .*run `npm run peers`/);
    writePackage('2.0.1');
    await ensureInstalled(dir);
    expect(installs()).toBe(3);
  }, 120_000);
});
