import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The receiver's own tests, for Stryker (stryker.config.mjs); `npm test` uses the root config.
// Like the root config, packages resolve to their TypeScript sources (the designhooks-source condition).
const conditions = ['designhooks-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the runtime matrix type-checks apps and starts other runtimes: tens of seconds per test, over
    // the 5 s below on a loaded machine, and it only repeats what the unit and HTTP tests assert
    exclude: ['test/runtime-matrix.test.ts'],
    // short: a mutant that makes a body never end fails here instead of hanging a worker; long
    // enough for the deep-nesting property test on a loaded 2-core machine
    testTimeout: 15_000,
    hookTimeout: 15_000,
  },
});
