import { join } from 'node:path';
import { publishedWorkspaces } from '../../scripts/published-workspaces.mjs';
import { runCommand } from './run-command.ts';

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
 * `npm pack` of every published workspace of the repo at `root` into `destination`, as a maintainer
 * publishes them (each workspace's prepack builds it first).
 */
export async function packWorkspaces(
  root: string,
  destination: string,
): Promise<PackedWorkspace[]> {
  const workspaces = publishedWorkspaces(root);
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
