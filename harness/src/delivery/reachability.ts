import type { DeliveryResult } from './deliver.ts';

/**
 * Failures that mean nothing at the URL takes deliveries: no connection, or no HTTP spoken there
 * (a timeout or a reset may be a receiver that is slow or overloaded).
 */
const UNREACHABLE = new Set(['refused', 'dns', 'tls', 'network']);

/**
 * Whether a run of deliveries to one URL should stop: once a delivery got no HTTP answer at all
 * after its retries (refused, a name that does not resolve, TLS, not HTTP) while no delivery has been
 * answered yet, the rest would only wait out the same retries one by one. A URL that answered
 * once is never given up: a receiver that went down later is delivered to, as the platform would.
 * `scenario run`, `send --count` and `deliveries redeliver --failed` (one per URL) ask it before
 * each delivery.
 *
 * @example
 * ```ts
 * const reachability = new Reachability();
 * reachability.record(await deliver(options));
 * if (reachability.stopReason) console.error(`stopped: ${reachability.stopReason}`);
 * ```
 */
export class Reachability {
  #answered = false;
  #unreachable: string | undefined;

  /** Takes note of one delivery's result (its final attempt). */
  record(result: DeliveryResult): void {
    const last = result.attempts.at(-1);
    if (last?.response) this.#answered = true;
    else if (!this.#answered && last?.error && UNREACHABLE.has(last.error.kind))
      this.#unreachable ??= last.error.message;
  }

  /** Why to stop (the connection error, one line), or undefined to go on. */
  get stopReason(): string | undefined {
    return this.#answered ? undefined : this.#unreachable;
  }
}
