import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * Installs @designhooks/receiver into a new temporary app the way a user does: `npm pack` of
 * the receiver and of @designhooks/types (its one dependency; each workspace's prepack builds
 * it), then `npm install` of the two tarballs, offline (nothing else is needed). express and
 * hono are linked in from the repository afterwards, for the express adapter and the Hono
 * route, and the runners are copied beside. Returns the app's folder.
 */
export function installPackage(): string {
  const project = mkdtempSync(join(tmpdir(), 'designhooks-runtimes-'));
  const tarballs = join(project, 'tarballs');
  mkdirSync(tarballs);
  const packed = execFileSync(
    'npm',
    [
      'pack',
      '--workspace',
      'packages/types',
      '--workspace',
      'packages/receiver',
      '--pack-destination',
      tarballs,
      '--json',
      '--foreground-scripts=false',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 },
  );
  // lifecycle scripts may print before the JSON document
  const files = (
    JSON.parse(packed.slice(packed.indexOf('\n[') + 1 || 0)) as { filename: string }[]
  ).map((entry) => join(tarballs, entry.filename));
  writeJson(join(project, 'package.json'), {
    name: 'runtime-matrix-app',
    private: true,
    type: 'module',
  });
  execFileSync(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', ...files],
    {
      cwd: project,
      stdio: 'pipe',
      timeout: 120_000,
    },
  );
  for (const name of ['express', 'hono'])
    symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name));
  for (const file of [
    'make-receiver.mjs',
    'fetch-runner.mjs',
    'node-adapters-runner.mjs',
    'worker.mjs',
  ]) {
    cpSync(join(import.meta.dirname, file), join(project, file));
  }
  return project;
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
