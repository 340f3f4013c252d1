import type { Verdict } from '../store/delivery-table.ts';
import type { AttemptOutcome } from './post-once.ts';
import { parseRetryAfter } from './parse-retry-after.ts';
import type { RetryPolicy } from './retry-policy.ts';

/** The decision after one attempt, as recorded with it. */
export interface RetryDecision {
  verdict: Verdict;
  /** Delay before the next attempt when `verdict` is `retry`. */
  delayMs: number | null;
  /** Why, in a few words: `2xx`, `status 503 is retried`, `status 410 stops`, `retries exhausted`. */
  reason: string;
}

/** The frozen context an attempt is judged in. */
export interface AttemptContext {
  /** 1 for the first attempt. */
  readonly attempt: number;
  /** Retries still allowed after this attempt. */
  readonly retriesLeft: number;
}

/**
 * Applies a {@link RetryPolicy} to one attempt's outcome. `random` (0..1) drives the jitter,
 * so tests can pin it.
 *
 * @example
 * ```ts
 * decideRetry(outcome503, { attempt: 1, retriesLeft: 2 }, defaultRetryPolicy, () => 0.5);
 * // { verdict: 'retry', delayMs: 1000, reason: 'status 503 is retried' }
 * ```
 */
export function decideRetry(
  outcome: AttemptOutcome,
  context: AttemptContext,
  policy: RetryPolicy,
  random: () => number = Math.random,
): RetryDecision {
  const { response, error } = outcome;
  if (response && response.status >= 200 && response.status < 300) {
    return { verdict: 'succeeded', delayMs: null, reason: `status ${response.status}` };
  }
  let reason: string;
  if (response) {
    const retryable = response.status === 429 || response.status >= 500;
    if (!retryable)
      return { verdict: 'failed', delayMs: null, reason: `status ${response.status} stops` };
    reason = `status ${response.status} is retried`;
  } else if (error?.kind === 'tls') {
    return { verdict: 'failed', delayMs: null, reason: 'TLS failures stop' };
  } else {
    reason = `${error?.kind ?? 'error'} is retried`;
  }
  if (context.retriesLeft <= 0)
    return { verdict: 'failed', delayMs: null, reason: `${reason}, but retries are exhausted` };
  const header = response?.headers['retry-after'];
  const retryAfter = parseRetryAfter(Array.isArray(header) ? header[0] : header);
  if (retryAfter !== undefined) {
    return {
      verdict: 'retry',
      delayMs: Math.min(retryAfter, policy.maxDelayMs),
      reason: `${reason} after Retry-After`,
    };
  }
  const base = Math.min(
    policy.backoffMs * policy.factor ** (context.attempt - 1),
    policy.maxDelayMs,
  );
  const spread = 1 - policy.jitter + 2 * policy.jitter * random();
  return {
    verdict: 'retry',
    delayMs: Math.round(Math.min(base * spread, policy.maxDelayMs)),
    reason,
  };
}
