import type { CheckReport } from '@designhooks/testing';
import { reportNotes, summarizeCheck } from './summarize-check.ts';

/**
 * The report as JUnit XML for CI test reporters: one `<testcase>` per case (classname
 * `designhooks.check.<severity>`), a `<failure>` with the reason for each failed case (`type`
 * is the severity), `<skipped>` for skipped ones; counts and times on the suite.
 *
 * @example
 * ```ts
 * writeFileSync('check.xml', reportJunit(report));
 * ```
 */
export function reportJunit(report: CheckReport): string {
  const s = summarizeCheck(report);
  const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3);
  const suite = `tests="${s.total}" failures="${s.failed}" errors="0" skipped="${s.skipped}" time="${seconds(s.ms)}"`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="designhooks check" ${suite}>`,
    `  <testsuite name="${xml(`designhooks check ${report.url}`)}" ${suite}>`,
  ];
  const notes = reportNotes(report).map((note) => `<property name="note" value="${xml(note)}"/>`);
  if (notes.length > 0) lines.push(`    <properties>${notes.join('')}</properties>`);
  for (const c of report.cases) {
    const open = `    <testcase classname="designhooks.check.${c.severity}" name="${xml(c.id)}" time="${seconds(c.ms)}"`;
    const detail = [c.status === undefined ? '' : `status ${c.status}`, c.reason ?? '']
      .filter(Boolean)
      .join(': ');
    if (c.verdict === 'pass') lines.push(`${open}/>`);
    else if (c.verdict === 'skip')
      lines.push(
        `${open}>`,
        `      <skipped message="${xml(c.reason ?? '')}"/>`,
        '    </testcase>',
      );
    else
      lines.push(
        `${open}>`,
        `      <failure message="${xml(c.reason ?? 'failed')}" type="${c.severity}">${xml(detail)}</failure>`,
        '    </testcase>',
      );
  }
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}

/** Escapes text for an XML attribute or element, on one line, replacing what XML 1.0 cannot carry. */
function xml(text: string): string {
  return text
    .replace(/[\t\n\r]+/g, ' ') // a reason is one line; readers differ on character references
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
