#!/usr/bin/env node
// The `designhooks` bin. It runs the prebuilt bundle (dist/, made by scripts/build-bundle.mjs)
// because loading TypeScript at every start is too slow for a CLI; when the bundle is missing
// or older than one of its sources it is rebuilt first (about a second), and if that is not
// possible (read-only checkout) the sources run through tsx. DESIGNHOOKS_NO_BUNDLE=1 forces tsx.
import { readFileSync, statSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);

function freshBundle() {
  try {
    const meta = JSON.parse(readFileSync(new URL('current.json', dist), 'utf8'));
    for (const file of meta.inputs) if (statSync(file).mtimeMs > meta.builtAt) return undefined;
    return new URL(meta.entry, dist);
  } catch {
    return undefined;
  }
}

let entry = process.env.DESIGNHOOKS_NO_BUNDLE ? undefined : freshBundle();
if (!entry && !process.env.DESIGNHOOKS_NO_BUNDLE) {
  try {
    entry = await (await import('../scripts/build-bundle.mjs')).buildBundle();
  } catch {
    entry = undefined;
  }
}
if (entry) {
  await import(entry.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/run-cli.ts');
}
