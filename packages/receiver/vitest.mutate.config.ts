import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The receiver's own tests, for Stryker (stryker.config.mjs); `npm test` uses the root config.
// Like the root config (../../vitest.config.ts, which says why `module` is left out), packages
// resolve to their TypeScript sources (the designhooks-source condition).
const conditions = [
  'designhooks-source',
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];

// Tests that import the package by its name (as integrators do: test/open-telemetry.test.ts)
// must reach the mutated sources in Stryker's sandbox, not the workspace the name links to.
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const alias = [
  { find: /^@designhooks\/receiver$/, replacement: source('index.ts') },
  ...['node', 'express', 'fetch', 'zod'].map((entry) => ({
    find: new RegExp(`^@designhooks/receiver/${entry}$`),
    replacement: source(`${entry}.ts`),
  })),
];

export default defineConfig({
  resolve: { conditions, alias },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the runtime matrix type-checks apps and starts other runtimes: tens of seconds per test, and
    // would time out on a loaded machine; and it only repeats what the unit and HTTP tests assert
    exclude: ['test/runtime-matrix.test.ts'],
    // long enough for the deep-nesting property test on a loaded 2-core machine; a mutant that
    // makes a body never end is stopped by Stryker's own timeout (stryker.config.mjs) first
    testTimeout: 60_000,
    hookTimeout: 15_000,
  },
});
