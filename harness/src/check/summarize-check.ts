import type { CheckReport } from '@designhooks/testing';

/** Counts of a check report, as every report format shows them. */
export interface CheckSummary {
  total: number;
  passed: number;
  failed: number;
  /** Failed cases of severity `must`: any makes the run fail (exit 1). */
  mustFailed: number;
  skipped: number;
  /** Of the skipped, those `--only` / `--skip` left out. */
  notSelected: number;
  /** Wall time of all the cases, milliseconds. */
  ms: number;
}

/**
 * The counts every format prints from one report, so text, JUnit and Markdown agree.
 *
 * @example
 * ```ts
 * const { passed, failed, skipped } = summarizeCheck(report);
 * ```
 */
export function summarizeCheck(report: CheckReport): CheckSummary {
  const count = (verdict: string) => report.cases.filter((c) => c.verdict === verdict).length;
  return {
    total: report.cases.length,
    passed: count('pass'),
    failed: count('fail'),
    mustFailed: report.cases.filter((c) => c.verdict === 'fail' && c.severity === 'must').length,
    skipped: count('skip'),
    notSelected: report.cases.filter((c) => c.selected === false).length,
    ms: Math.round(report.cases.reduce((sum, c) => sum + (c.ms ?? 0), 0) * 10) / 10,
  };
}

/**
 * The summary sentence: counts, the verdict, and a note when authenticity was not checked.
 *
 * @example
 * ```ts
 * summaryLine(report); // '37 cases: 35 passed, 2 failed (1 must), 0 skipped: FAILED'
 * ```
 */
export function summaryLine(report: CheckReport): string {
  const s = summarizeCheck(report);
  return (
    `${s.total} cases: ${s.passed} passed, ${s.failed} failed (${s.mustFailed} must), ${s.skipped} skipped` +
    (s.notSelected ? ` (${s.notSelected} not selected)` : '') +
    ` in ${duration(s.ms)}: ${report.passed ? 'PASSED' : 'FAILED'}`
  );
}

/** A run of a few cases takes milliseconds: shown as such, never as 0.0 s. */
function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The lines every format adds after the summary: the one cause behind the failures when the
 * run found one (nothing answered, every signed delivery refused), and a note when no secret
 * was given.
 *
 * @example
 * ```ts
 * reportNotes(report); // ['one cause behind the failures: no delivery was answered: …'] or []
 * ```
 */
export function reportNotes(report: CheckReport): string[] {
  const notes: string[] = [];
  if (report.commonCause) notes.push(`one cause behind the failures: ${report.commonCause}`);
  if (!report.authenticityChecked)
    notes.push(
      'authenticity was not checked: pass the webhook signing key (--secret-file <path>, $DESIGNHOOKS_SECRET or --secret <key>) to run the signature cases',
    );
  return notes;
}
