#!/usr/bin/env node
// The `designhooks` bin. It runs the prebuilt bundle (bundle/, made by scripts/build-bundle.mjs
// when the package is packed, and by `npm ci` in a checkout) because loading TypeScript at every
// start is too slow for a CLI. It never builds or writes anything itself.
import { existsSync } from 'node:fs';

const entry = new URL('../bundle/designhooks.js', import.meta.url);
if (existsSync(entry)) {
  await import(entry.href);
} else {
  process.stderr.write(
    'error: the designhooks CLI bundle is missing (bundle/designhooks.js); in a checkout of the repo, run `npm run build`\n',
  );
  process.exitCode = 1;
}
