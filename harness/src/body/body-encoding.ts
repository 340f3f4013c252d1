/**
 * How a built body is written: `go` (the platform's sender, a Go service: `<`, `>`, `&`,
 * U+2028 and U+2029 escaped as `\u003c`-style sequences) or `js` (plain `JSON.stringify`).
 *
 * @example
 * ```ts
 * const encoding: BodyEncoding = 'go'; // the default everywhere
 * ```
 */
export type BodyEncoding = 'go' | 'js';

/**
 * The encodings `--encoding` accepts, the platform's first.
 *
 * @example
 * ```ts
 * BODY_ENCODINGS.includes('js'); // true
 * ```
 */
export const BODY_ENCODINGS: readonly BodyEncoding[] = ['go', 'js'];
