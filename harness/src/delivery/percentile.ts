/**
 * Nearest-rank percentile of a list of numbers (0 for an empty list).
 *
 * @example
 * ```ts
 * percentile([5, 1, 3, 2, 4], 50); // 3
 * percentile([5, 1, 3, 2, 4], 95); // 5
 * ```
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}
