// `npm run build` (and `npm ci`, through the root `prepare`): every workspace's
// tsconfig.build.json, compiled with `tsc -b` (dependency order from their `references`,
// incremental), then the CLI's bundle. The published workspaces are read from package.json, so a new
// package is built once it has its own tsconfig.build.json (copy a sibling's).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { publishedWorkspaces } from './published-workspaces.mjs';

const root = join(import.meta.dirname, '..');
const workspaces = publishedWorkspaces(root);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(
  process.execPath,
  [tsc, '--build', ...workspaces.map((dir) => join(root, dir, 'tsconfig.build.json'))],
  { stdio: 'inherit' },
);
// The receiver's JavaScript: its node and web builds, bundled (its tsc build emits declarations only).
execFileSync(
  process.execPath,
  [join(root, 'packages', 'receiver', 'scripts', 'build-bundles.mjs')],
  { stdio: 'inherit' },
);
const { buildBundle } = await import('../harness/scripts/build-bundle.mjs');
process.stdout.write(`designhooks CLI bundle: ${await buildBundle()}\n`);
