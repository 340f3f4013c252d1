import type { DemoRow } from './run-demo.ts';

/** The demo's table, one delivery per line, in plain text that fits a terminal. */
export function formatDemoTable(rows: readonly DemoRow[]): string {
  const header = ['event', 'status', 'verified', 'valid', 'ms', 'what the receiver did'];
  const lines = rows.map((r) => [
    r.event,
    String(r.status ?? 'none'),
    r.verified ? 'yes' : 'NO',
    r.valid ? 'yes' : 'NO',
    String(r.ms),
    r.message || '(no handler ran)',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => [...l[i]!].length)));
  const pad = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [pad(header), pad(widths.map((w) => '-'.repeat(w))), ...lines.map(pad)].join('\n');
}
