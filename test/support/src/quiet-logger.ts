/**
 * A logger that says nothing, for receivers and workers whose warnings a test does not read
 * (a test that reads them collects them instead).
 *
 * @example
 * ```ts
 * const receiver = createReceiver({ secret, logger: quietLogger });
 * ```
 */
export const quietLogger = Object.freeze({
  debug(): void {},
  info(): void {},
  warn(): void {},
  error(): void {},
});
