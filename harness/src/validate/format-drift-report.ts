import { terminalSafe } from '@designhooks/receiver';
import type { DriftReport } from './drift-report.ts';
import { jsonPreview } from '../text/bounded-json.ts';

/** A value seen in a body, as one short printable piece of text. */
const VALUE_CHARS = 60;

/**
 * The text `designhooks validate` prints for a report. One delivery keeps the short form
 * (`valid project.updated delivery`, or the failing rules, or the drift); several get a table of
 * counts per event, then every drifted path with the value seen, then every invalid delivery's
 * rules, then the totals. Text from the bodies (paths, values, event names) is escaped: no raw
 * control character reaches the terminal.
 *
 * @example
 * ```ts
 * out(formatDriftReport(await driftReport(readDeliveryBodies('received.jsonl'))));
 * ```
 */
export function formatDriftReport(report: DriftReport): string {
  if (report.deliveries.length === 1) {
    const [one] = report.deliveries;
    const event = one!.event === null ? '' : ` ${printable(one!.event)}`;
    if (one!.verdict === 'valid') return `valid${event} delivery\n`;
    if (one!.verdict === 'invalid')
      return `invalid${event} delivery:\n${one!.problems.map((p) => `  ${printable(p)}\n`).join('')}`;
    return `drifted${event} delivery (valid, but the contract does not know):\n${one!.drift.map((d) => `  ${driftLine(d)}\n`).join('')}`;
  }
  const events = Object.keys(report.byEvent).sort();
  const width = Math.max(5, ...events.map((e) => printable(e).length));
  const lines = [`${'event'.padEnd(width)}  valid  drifted  invalid`];
  for (const event of events) {
    const c = report.byEvent[event]!;
    lines.push(
      `${printable(event).padEnd(width)}  ${String(c.valid).padStart(5)}  ${String(c.drifted).padStart(7)}  ${String(c.invalid).padStart(7)}`,
    );
  }
  const drifted = report.deliveries.filter((d) => d.verdict === 'drifted');
  if (drifted.length) {
    lines.push('', 'drifted (accepted; the contract does not know these yet):');
    for (const d of drifted)
      lines.push(
        `  ${printable(d.source)}  ${printable(d.event ?? '')}`,
        ...d.drift.map((entry) => `    ${driftLine(entry)}`),
      );
  }
  const invalid = report.deliveries.filter((d) => d.verdict === 'invalid');
  if (invalid.length) {
    lines.push('', 'invalid (a receiver rejects these with 422):');
    for (const d of invalid)
      lines.push(
        `  ${printable(d.source)}  ${printable(d.event ?? '(no event)')}`,
        ...d.problems.map((p) => `    ${printable(p)}`),
      );
  }
  lines.push(
    '',
    `${report.deliveries.length} deliveries: ${report.valid} valid, ${report.drifted} drifted, ${report.invalid} invalid`,
  );
  return `${lines.join('\n')}\n`;
}

function driftLine(entry: {
  path: string;
  kind: string;
  value?: unknown;
  valueTruncated?: boolean;
}): string {
  // a value the report already cut is its JSON preview: shown as text, not quoted again
  const seen = entry.valueTruncated ? String(entry.value) : undefined;
  const value =
    seen !== undefined
      ? seen.length > VALUE_CHARS
        ? `${seen.slice(0, VALUE_CHARS)}…`
        : seen
      : entry.value === undefined
        ? 'undefined'
        : jsonPreview(entry.value, VALUE_CHARS).text;
  return printable(`${entry.path} = ${value} (${entry.kind})`);
}

/** A value from a body on one line of the report: every control character and line break escaped. */
function printable(text: string): string {
  return terminalSafe(text, { oneLine: true });
}
