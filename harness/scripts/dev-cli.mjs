#!/usr/bin/env node
// `designhooks` from this checkout's current sources, for the repo's own tests and benches
// (the published bin runs the prebuilt bundle/ only). It runs the development bundle
// (.dev-bundle/, made by build-bundle.mjs --dev), rebuilding it first (about a second) when it
// is missing or older than one of its sources.
// Usage: node harness/scripts/dev-cli.mjs <designhooks arguments>
import { readFileSync, statSync } from 'node:fs';

const devDir = new URL('../.dev-bundle/', import.meta.url);

function freshBundle() {
  try {
    const meta = JSON.parse(readFileSync(new URL('current.json', devDir), 'utf8'));
    for (const file of meta.inputs) if (statSync(file).mtimeMs > meta.builtAt) return undefined;
    return new URL(meta.entry, devDir);
  } catch {
    return undefined;
  }
}

const entry = freshBundle() ?? (await (await import('./build-bundle.mjs')).buildDevBundle());
await import(entry.href);
