import { checkCatalogue, type CheckCaseResult, type CheckReport } from '@designhooks/testing';
import { reportNotes, summaryLine } from './summarize-check.ts';

/**
 * The default report: one line per case (verdict, severity, id, status, ms, a one-line reason)
 * and the summary. Cases `--only` / `--skip` left out get no line (the summary counts them): a
 * run of one case is that case's line.
 *
 * @example
 * ```ts
 * process.stdout.write(reportText(report));
 * // pass  must    event.project.created            200     2.1 ms
 * // FAIL  must    encoding.go-escapes              401     1.9 ms  answered 401 to …
 * ```
 */
export function reportText(report: CheckReport): string {
  const lines = [heading(report.url)];
  for (const c of report.cases) if (c.selected !== false) lines.push(caseLine(c));
  lines.push(...endLines(report));
  return `${lines.join('\n')}\n`;
}

/**
 * The text report written as the run goes, for a person watching a slow receiver: the heading
 * at once, each case's line as the case ends, the summary at the end. What `write` gets in all
 * is exactly {@link reportText} of the finished report.
 *
 * @example
 * ```ts
 * const text = textReportWriter(url.href, (chunk) => process.stdout.write(chunk));
 * const report = await checkOverHttp({ url, secret, onCase: text.onCase });
 * text.end(report);
 * ```
 */
export function textReportWriter(
  url: string,
  write: (text: string) => void,
): { onCase: (c: CheckCaseResult) => void; end: (report: CheckReport) => void } {
  write(`${heading(url)}\n`);
  return {
    onCase: (c) => {
      if (c.selected !== false) write(`${caseLine(c)}\n`);
    },
    end: (report) => write(`${endLines(report).join('\n')}\n`),
  };
}

const heading = (url: string) => `designhooks check ${url}`;

/** Every case's line pads its id to the longest id of the catalogue, known before the run. */
const ID_WIDTH = Math.max(...checkCatalogue.map((c) => c.id.length));

function endLines(report: CheckReport): string[] {
  return [summaryLine(report), ...reportNotes(report).map(oneLine)];
}

function caseLine(c: CheckCaseResult): string {
  const verdict = c.verdict === 'fail' && c.severity === 'must' ? 'FAIL' : c.verdict;
  const status = c.status === undefined ? '' : String(c.status);
  const ms = c.ms === undefined ? '' : `${c.ms.toFixed(1)} ms`;
  const latency = c.latency
    ? `p50 ${ms_(c.latency.p50)}, p95 ${ms_(c.latency.p95)}, max ${ms_(c.latency.max)}`
    : '';
  const reason = oneLine([latency, c.reason ?? ''].filter(Boolean).join('; '));
  return `${verdict.padEnd(4)}  ${c.severity.padEnd(6)}  ${c.id.padEnd(ID_WIDTH)}  ${status.padEnd(3)}  ${ms.padStart(10)}  ${reason}`.trimEnd();
}

/** A reason may carry an error message from the network: one line per case, whatever it holds. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/** A latency figure: `null` in JSON stands for no answer (Infinity). */
function ms_(value: number | null): string {
  return value === null || !Number.isFinite(value) ? 'no answer' : `${value} ms`;
}
