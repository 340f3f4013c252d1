import type { IncomingHttpHeaders } from 'node:http';

/**
 * Pairs `[name, value, name, value, ...]` (node's `rawHeaders`) in order and original case.
 *
 * @example
 * ```ts
 * headerPairs(['Content-Type', 'application/json']); // [['Content-Type', 'application/json']]
 * ```
 */
export function headerPairs(raw: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i]!, raw[i + 1]!]);
  return out;
}

/**
 * Headers as node:http hands them to handlers: lowercase names, repeats joined with `, `.
 *
 * @example
 * ```ts
 * headersObject([['X-A', '1'], ['x-a', '2']]); // { 'x-a': '1, 2' }
 * ```
 */
export function headersObject(
  pairs: ReadonlyArray<readonly [string, string]>,
): IncomingHttpHeaders {
  const out: Record<string, string> = {};
  for (const [name, value] of pairs) {
    const lower = name.toLowerCase();
    out[lower] = lower in out ? `${out[lower]}, ${value}` : value;
  }
  return out;
}
