import { defineConfig } from 'vitest/config';

// The receiver's own tests, for Stryker (stryker.config.mjs); `npm test` uses the root config.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // short: a mutant that makes a body never end fails here instead of hanging a worker
    testTimeout: 5_000,
    hookTimeout: 15_000,
  },
});
