/**
 * Formats a moment the way deliveries carry `createdAt`: ISO 8601 UTC, second precision,
 * ending in `Z`.
 *
 * @example
 * ```ts
 * formatCreatedAt(new Date('2024-05-01T10:20:30.456Z')); // '2024-05-01T10:20:30Z'
 * ```
 */
export function formatCreatedAt(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
