import type { Reporter, TestModule } from 'vitest/node';

/**
 * Adds one plain closing line to every test run, `tests: N passed, N failed, N skipped`, so
 * CI and scripts read the outcome without parsing vitest's decorated summary.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) count[test.result().state] += 1;
    }
    console.log(
      `\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped + count.pending} skipped`,
    );
  }
}
