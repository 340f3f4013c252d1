import type { ForwardResult, ReceivedSummary } from './received-record.ts';

/**
 * Whether the app took a forwarded delivery: a 2xx, its body read in full.
 *
 * @example
 * ```ts
 * forwardTaken(record.forward); // false for a refused connection, a 500, or no forward at all
 * ```
 */
export function forwardTaken(forward: ForwardResult | null): boolean {
  return (
    forward !== null &&
    forward.error === null &&
    forward.status !== null &&
    forward.status >= 200 &&
    forward.status < 300
  );
}

/**
 * The deliveries the `--forward-to` app never took, oldest first, one record per body: every
 * body that was forwarded (a route took it) and never answered with a 2xx in full, whichever
 * record carried it (the sender's retries of the same bytes, replays). Replaying these to the app
 * once it is fixed gives it each missed body once. A body kept only in part (a rejected 413)
 * cannot be replayed and is left out.
 *
 * @example
 * ```ts
 * failedForwards(store.list()).map((record) => record.id); // the records to replay, oldest first
 * ```
 */
export function failedForwards(newestFirst: readonly ReceivedSummary[]): ReceivedSummary[] {
  const delivered = new Set<string>();
  const missed = new Map<string, ReceivedSummary>();
  for (const record of newestFirst) {
    const { forward, bodySha256: body } = record;
    if (!forward) continue;
    if (forwardTaken(forward)) delivered.add(body);
    else if (!record.bodyTruncated && !missed.has(body)) missed.set(body, record); // its newest
  }
  return [...missed.values()].filter((record) => !delivered.has(record.bodySha256)).reverse();
}
