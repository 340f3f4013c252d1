/**
 * The local delivery service's retry policy, as data. The platform publishes none; this one is
 * ours, documented in docs/harness.md:
 * - each attempt has `timeoutMs` (connect + send + read the response);
 * - 2xx is success; 429 and 5xx, timeouts and network errors are retried up to `retries` times;
 *   410, every other 4xx, 1xx/3xx (redirects are not followed) and TLS failures stop at once;
 * - the delay before retry n is `backoffMs × factor^(n−1)`, capped at `maxDelayMs`, with ±`jitter`
 *   (a fraction) spread; a `Retry-After` on a 429 or 5xx replaces it (also capped).
 *
 * @example
 * ```ts
 * const policy: RetryPolicy = { ...defaultRetryPolicy, retries: 0 }; // send once
 * ```
 */
export interface RetryPolicy {
  /** Retries after the first attempt; 0 sends once. */
  readonly retries: number;
  /** Delay before the first retry, in milliseconds. */
  readonly backoffMs: number;
  /** Growth of the delay per retry. */
  readonly factor: number;
  /** Spread of each computed delay, as a fraction: 0.2 = ±20%. */
  readonly jitter: number;
  /** Upper bound of any delay, including one asked for by Retry-After. */
  readonly maxDelayMs: number;
  /** Budget of one attempt, in milliseconds. */
  readonly timeoutMs: number;
}

/**
 * The defaults: 10 s per attempt, 3 retries, 1 s first delay doubling (1 s, 2 s, 4 s) ±20%,
 * delays capped at 60 s.
 *
 * @example
 * ```ts
 * defaultRetryPolicy.timeoutMs; // 10000
 * ```
 */
export const defaultRetryPolicy: RetryPolicy = Object.freeze({
  retries: 3,
  backoffMs: 1000,
  factor: 2,
  jitter: 0.2,
  maxDelayMs: 60_000,
  timeoutMs: 10_000,
});
