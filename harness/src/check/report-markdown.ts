import type { CheckReport } from '@designhooks/testing';
import { reportNotes, summaryLine } from './summarize-check.ts';

const MARK = { pass: '✅', fail: '❌', skip: '⏭️' } as const;

/**
 * The report as Markdown for a pull-request comment: a heading with the verdict, the summary,
 * and a table of the cases run (failures first, so a long table opens on what to fix).
 *
 * @example
 * ```ts
 * writeFileSync('check.md', reportMarkdown(report)); // then: gh pr comment --body-file check.md
 * ```
 */
export function reportMarkdown(report: CheckReport): string {
  const order = { fail: 0, pass: 1, skip: 2 } as const;
  // cases --only / --skip left out are counted in the summary, not listed
  const cases = report.cases
    .filter((c) => c.selected !== false)
    .sort(
      (a, b) =>
        order[a.verdict] - order[b.verdict] || report.cases.indexOf(a) - report.cases.indexOf(b),
    );
  const lines = [
    `## designhooks check: ${report.passed ? '✅ passed' : '❌ failed'}`,
    '',
    `Receiver: ${cell(report.url)}`,
    '',
    summaryLine(report),
  ];
  for (const note of reportNotes(report)) lines.push('', `> ${cell(note)}`);
  lines.push('', '| | Case | Severity | Status | ms | Reason |', '|---|---|---|---|---|---|');
  for (const c of cases) {
    lines.push(
      `| ${MARK[c.verdict]} | \`${c.id}\` | ${c.severity} | ${c.status ?? ''} | ${c.ms ?? ''} | ${cell(c.reason ?? '')} |`,
    );
  }
  lines.push('', 'Each case, its rule and its fix: docs/check.md.');
  return `${lines.join('\n')}\n`;
}

/** Text safe in a table cell: one line, pipes and markup characters escaped. */
function cell(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\|`*_<>[\]]/g, (char) => `\\${char}`);
}
