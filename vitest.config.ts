import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The repo's tests run the packages from their TypeScript sources: each export's
// `designhooks-source` condition points at src/ (plain Node and integrators get dist/).
// Vite's `module` condition is left out: Node does not use it, and packages that declare it
// (OpenTelemetry's) point it at builds with extensionless imports only a bundler resolves.
const conditions = [
  'designhooks-source',
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/.designhooks/**', '**/dist/**', '**/.stryker-tmp/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', './test/summary-reporter.ts'],
    globalSetup: ['./test/temp-root.ts'],
  },
});
