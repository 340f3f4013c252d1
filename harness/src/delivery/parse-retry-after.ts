/**
 * Reads a `Retry-After` header (delay in seconds, or an HTTP date) as milliseconds from `now`;
 * undefined when absent or unreadable. A date in the past gives 0.
 *
 * @example
 * ```ts
 * parseRetryAfter('2');  // 2000
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:58 GMT')); // 2000
 * parseRetryAfter('soon'); // undefined
 * ```
 */
export function parseRetryAfter(
  value: string | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (/^[-+]?[\d.]+$/.test(text)) return undefined; // negative or fractional seconds: not valid
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
