/** Request headers as node:http gives them (a record), or a fetch `Headers`-like object. */
export type HeadersInput =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null };

/**
 * Reads one header in any letter case; repeated headers are joined with `, ` as node:http does.
 *
 * @example
 * ```ts
 * import { readHeader } from '@designhooks/receiver';
 * readHeader({ 'Content-Type': 'application/json' }, 'content-type'); // 'application/json'
 * readHeader(new Headers({ 'x-a': '1' }), 'X-A'); // '1'
 * ```
 */
export function readHeader(headers: HeadersInput, name: string): string | undefined {
  if (typeof headers.get === 'function')
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  // node:http lowercases names already, and callers pass lowercase names: the hot path.
  let value = record[name];
  const lower = value === undefined ? name.toLowerCase() : name;
  if (value === undefined) value = record[lower];
  if (value === undefined) {
    for (const key of Object.keys(record)) {
      if (key.toLowerCase() === lower) {
        value = record[key];
        break;
      }
    }
  }
  if (value === undefined || typeof value === 'string') return value;
  return value.length ? value.join(', ') : undefined;
}
