/**
 * Formats a moment as the platform sends an envelope's `createdAt`: ISO 8601 UTC with second
 * precision and a `Z` (`2019-09-06T19:23:56Z`). Milliseconds are dropped, not rounded.
 *
 * @example
 * ```ts
 * import { toCreatedAt } from '@designhooks/testing';
 * toCreatedAt(new Date('2024-05-01T12:00:00.987Z')); // '2024-05-01T12:00:00Z'
 * ```
 */
export function toCreatedAt(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('toCreatedAt: invalid date');
  return `${date.toISOString().slice(0, 19)}Z`;
}
