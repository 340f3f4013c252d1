/**
 * Quotes a value for a POSIX shell with single quotes (`'` becomes `'\''`); plain words stay bare.
 *
 * @example
 * ```ts
 * shellQuote("it's");        // 'it'\''s'
 * shellQuote('/webhooks');   // /webhooks
 * ```
 */
export function shellQuote(value: string): string {
  if (/^[A-Za-z0-9_\-./:=@%+,]+$/.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
