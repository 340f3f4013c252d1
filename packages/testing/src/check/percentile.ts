/**
 * The nearest-rank percentile of a list of numbers: the smallest value that at least `p` percent
 * of the list is less than or equal to (`p` from 0 to 100; 0 for an empty list). The order of
 * `values` does not matter and it is not changed. `Infinity` (a request that never answered)
 * counts as the slowest value. The one percentile of the project: the latency figures of
 * `designhooks send --count`, `scenario run` and `check` (`checkReceiver`) all use it.
 *
 * @example
 * ```ts
 * import { percentile } from '@designhooks/testing';
 *
 * percentile([5, 1, 3, 2, 4], 50); // 3
 * percentile([5, 1, 3, 2, 4], 95); // 5
 * percentile([], 50); // 0
 * ```
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}
