import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The receiver's own tests, for Stryker (stryker.config.mjs); `npm test` uses the root config.
// Like the root config, packages resolve to their TypeScript sources (the designhooks-source
// condition), and Vite's `module` condition is left out: OpenTelemetry's packages point it at
// builds with extensionless imports only a bundler resolves.
const conditions = [
  'designhooks-source',
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];

export default defineConfig({
  resolve: { conditions },
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
