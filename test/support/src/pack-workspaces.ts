import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedWorkspaces } from '../../../scripts/published-workspaces.mjs';
import { runCommand } from './run-command.ts';

/** The repository this workspace belongs to. */
const REPO = join(import.meta.dirname, '..', '..', '..');

/** One workspace's tarball, as `npm pack --json` describes it. */
export interface PackedWorkspace {
  name: string;
  /** Absolute path of the .tgz. */
  tarball: string;
  size: number;
  unpackedSize: number;
  /** Paths inside the package (`dist/index.js`). */
  files: string[];
}

/**
 * `npm pack` of workspaces of the repo at `root` (every published one unless `workspaces` names
 * some, as folders: `packages/receiver`) into `destination`, as a maintainer publishes them (each
 * workspace's prepack builds it first).
 */
export async function packWorkspaces(
  root: string,
  destination: string,
  workspaces: readonly string[] = publishedWorkspaces(root),
): Promise<PackedWorkspace[]> {
  const packed = await runCommand(
    'npm',
    [
      'pack',
      ...workspaces.flatMap((workspace) => ['--workspace', workspace]),
      '--pack-destination',
      destination,
      '--json',
      '--foreground-scripts=false',
    ],
    root,
    { timeoutMs: 240_000 },
  );
  if (packed.code !== 0) throw new Error(`npm pack failed (${packed.code}):\n${packed.stderr}`);
  // lifecycle scripts may print before the JSON document
  const entries = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('\n[') + 1 || 0)) as Array<{
    name: string;
    filename: string;
    size: number;
    unpackedSize: number;
    files: Array<{ path: string }>;
  }>;
  if (entries.length !== workspaces.length)
    throw new Error(`npm pack made ${entries.length} tarballs for ${workspaces.length} workspaces`);
  return entries.map((entry) => ({
    name: entry.name,
    tarball: join(destination, entry.filename),
    size: entry.size,
    unpackedSize: entry.unpackedSize,
    files: entry.files.map((file) => file.path),
  }));
}

/**
 * A new app in a temporary folder with some of this repo's workspaces installed from their
 * tarballs, as a user installs a release: `npm pack` of each (folders, e.g. `packages/receiver`)
 * and of every workspace they depend on, then an `npm install` of the tarballs alone. It prefers
 * the cache but may ask the registry: `npm ci` caches the packages it installs, not the metadata
 * that resolving the tarballs' dependencies needs, so `--offline` failed on a fresh machine.
 * Returns the app's folder; the caller removes it.
 *
 * @example
 * ```ts
 * import { installWorkspaces } from '@designhooks/test-support';
 * const app = await installWorkspaces(['packages/receiver']); // with @designhooks/types, its dependency
 * ```
 */
export async function installWorkspaces(workspaces: readonly string[]): Promise<string> {
  const app = mkdtempSync(join(tmpdir(), 'designhooks-app-'));
  const tarballs = join(app, 'tarballs');
  mkdirSync(tarballs);
  const packed = await packWorkspaces(REPO, tarballs, withDependencies(workspaces));
  const manifest = { name: 'designhooks-app', private: true, type: 'module' };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const installed = await runCommand(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      ...packed.map((p) => p.tarball),
    ],
    app,
  );
  if (installed.code !== 0)
    throw new Error(`npm install of the tarballs failed (${installed.code}):\n${installed.stderr}`);
  return app;
}

// The workspaces and every workspace their `dependencies` name, in the repo's order: none of
// them is on the registry, so an offline install needs each one's tarball.
function withDependencies(workspaces: readonly string[]): string[] {
  const all = publishedWorkspaces(REPO);
  const manifest = (dir: string) =>
    JSON.parse(readFileSync(join(REPO, dir, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
  const folderOf = new Map(all.map((dir) => [manifest(dir).name, dir]));
  const needed = new Set<string>();
  const visit = (dir: string): void => {
    if (needed.has(dir)) return;
    needed.add(dir);
    for (const name of Object.keys(manifest(dir).dependencies ?? {})) {
      const dependency = folderOf.get(name);
      if (dependency) visit(dependency);
    }
  };
  workspaces.forEach(visit);
  return all.filter((dir) => needed.has(dir));
}
