import type { CheckCaseResult, CheckReport } from '@designhooks/testing';
import { reportNotes, summaryLine } from './summarize-check.ts';

/**
 * The default report: one line per case (verdict, severity, id, status, ms, a one-line reason)
 * and the summary.
 *
 * @example
 * ```ts
 * process.stdout.write(reportText(report));
 * // pass  must    event.project.created            200     2.1 ms
 * // FAIL  must    encoding.go-escapes              401     1.9 ms  answered 401 to …
 * ```
 */
export function reportText(report: CheckReport): string {
  const width = Math.max(...report.cases.map((c) => c.id.length));
  const lines = [`designhooks check ${report.url}`];
  for (const c of report.cases) lines.push(caseLine(c, width));
  lines.push(summaryLine(report));
  lines.push(...reportNotes(report).map(oneLine));
  return `${lines.join('\n')}\n`;
}

function caseLine(c: CheckCaseResult, width: number): string {
  const verdict = c.verdict === 'fail' && c.severity === 'must' ? 'FAIL' : c.verdict;
  const status = c.status === undefined ? '' : String(c.status);
  const ms = c.ms === undefined ? '' : `${c.ms.toFixed(1)} ms`;
  const latency = c.latency
    ? `p50 ${ms_(c.latency.p50)}, p95 ${ms_(c.latency.p95)}, max ${ms_(c.latency.max)}`
    : '';
  const reason = oneLine([latency, c.reason ?? ''].filter(Boolean).join('; '));
  return `${verdict.padEnd(4)}  ${c.severity.padEnd(6)}  ${c.id.padEnd(width)}  ${status.padEnd(3)}  ${ms.padStart(10)}  ${reason}`.trimEnd();
}

/** A reason may carry an error message from the network: one line per case, whatever it holds. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/** A latency figure: `null` in JSON stands for no answer (Infinity). */
function ms_(value: number | null): string {
  return value === null || !Number.isFinite(value) ? 'no answer' : `${value} ms`;
}
