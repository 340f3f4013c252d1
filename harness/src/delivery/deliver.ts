import { setTimeout as sleepFor } from 'node:timers/promises';
import { buildHeaders, type HeaderPair } from './build-headers.ts';
import { decideRetry, type RetryDecision } from './decide-retry.ts';
import { postOnce, type AttemptOutcome, type TlsSettings } from './post-once.ts';
import type { RetryPolicy } from './retry-policy.ts';

/** One attempt as it happened: what was sent, what came back, and what the policy decided. */
export interface AttemptReport extends AttemptOutcome {
  /** 1 for the first attempt. */
  attempt: number;
  request: AttemptRequest;
  decision: RetryDecision;
}

/** What one attempt sends. */
export interface AttemptRequest {
  url: string;
  headers: readonly HeaderPair[];
  body: Buffer;
}

/** The result of a delivery: success when its last attempt got a 2xx. */
export interface DeliveryResult {
  ok: boolean;
  attempts: AttemptReport[];
}

/** A delivery's inputs. */
export interface DeliverOptions {
  url: URL;
  body: Buffer;
  /** Signing key; the signature header is sent only with one. */
  secret?: string | undefined;
  /** Platform name for the header names; default `Abstract`. */
  service?: string | undefined;
  policy: RetryPolicy;
  tls?: TlsSettings | undefined;
  /**
   * Called before every attempt's request leaves, with what will be sent; awaited, and when it
   * rejects nothing is sent and `deliver` rejects (the store's write-ahead record goes here).
   */
  beforeAttempt?:
    ((request: AttemptRequest & { attempt: number }) => void | Promise<void>) | undefined;
  /** Called after every attempt, before the backoff; awaited (the store records here). */
  onAttempt?: ((report: AttemptReport) => void | Promise<void>) | undefined;
  /** Jitter source and sleeper, injectable for tests. */
  random?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * Delivers one body to one URL: POSTs it with the spec's headers, judges each attempt with the
 * retry policy, waits the decided backoff, and repeats until success, a stop, or no retries
 * left. Every attempt is passed to `onAttempt`.
 *
 * @example
 * ```ts
 * const result = await deliver({
 *   url: new URL('https://127.0.0.1:8443/hooks'), body, secret: 'key',
 *   policy: { ...defaultRetryPolicy, retries: 2, backoffMs: 100 },
 * });
 * result.ok; // true when the last attempt got a 2xx
 * ```
 */
export async function deliver(options: DeliverOptions): Promise<DeliveryResult> {
  const { url, body, policy } = options;
  const headers = buildHeaders({ url, body, service: options.service, secret: options.secret });
  const sleep = options.sleep ?? sleepFor;
  const attempts: AttemptReport[] = [];
  const request: AttemptRequest = { url: url.href, headers, body };
  for (let attempt = 1; ; attempt += 1) {
    await options.beforeAttempt?.({ ...request, attempt });
    const outcome = await postOnce({
      url,
      headers,
      body,
      timeoutMs: policy.timeoutMs,
      tls: options.tls,
    });
    const context = Object.freeze({ attempt, retriesLeft: policy.retries - (attempt - 1) });
    const decision = decideRetry(outcome, context, policy, options.random);
    const report: AttemptReport = {
      ...outcome,
      attempt,
      request,
      decision,
    };
    attempts.push(report);
    await options.onAttempt?.(report);
    if (decision.verdict !== 'retry') return { ok: decision.verdict === 'succeeded', attempts };
    await sleep(decision.delayMs ?? 0);
  }
}
