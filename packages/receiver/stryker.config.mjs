// Mutation testing of the receiver's security-critical core against the receiver's own tests
// (`npm run mutate` at the root; docs/receiver.md, "How we test"). Not part of `npm test`:
// it takes minutes. Scoped to what decides whether a request is accepted: the crypto backends,
// sign and verify, the receive pipeline (request checks to answer), the body collection and the
// answers.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  // vitest's runner always measures coverage per test: each mutant runs only the tests that reach it
  coverageAnalysis: 'perTest',
  // the machine is shared: two test processes at most
  concurrency: 2,
  // a mutant that hangs a test is caught by vitest's own 5 s test timeout (a failure, no worker
  // restart); this is the backstop
  timeoutMS: 5_000,
  timeoutFactor: 1.25,
  // reuse earlier results for mutants and tests that did not change (reports/stryker-incremental.json)
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  mutate: [
    'src/crypto/**/*.ts',
    'src/core/pipeline.ts',
    'src/core/receiver.ts',
    'src/http/node/node-handler.ts',
    'src/http/node/read-node-body.ts',
    'src/http/web/read-web-body.ts',
    'src/http/to-http-answer.ts',
    '!src/**/*.test.ts',
    // the signature doctor runs after a request is refused and decides nothing about it; its
    // property and real-mistake tests hold its answers (src/crypto/explain*.test.ts, test/)
    '!src/crypto/explain.ts',
    '!src/crypto/body-variants.ts',
    '!src/crypto/secret-variants.ts',
    '!src/crypto/read-signature-header.ts',
    '!src/crypto/signature-diagnosis.ts',
    '!src/crypto/same-bytes.ts',
  ],
  ignorePatterns: ['reports', '.stryker-tmp'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
