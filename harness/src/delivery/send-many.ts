import { percentile } from '@designhooks/testing';

/** Summary of a `--count` run. */
export interface SendSummary {
  count: number;
  succeeded: number;
  /** Deliveries made that did not succeed. */
  failed: number;
  /** Deliveries never started: `shouldStop` said to stop. */
  notSent: number;
  /** succeeded / count, 0..1. */
  successRate: number;
  /** Per-delivery time (first attempt's start to last attempt's end), milliseconds. */
  p50Ms: number;
  p95Ms: number;
  /** Completed deliveries per second of wall time. */
  perSecond: number;
  elapsedMs: number;
}

/** What {@link sendMany} runs. */
export interface SendManyOptions {
  count: number;
  concurrency: number;
  /** Makes delivery number `index`; resolves true when it succeeded. */
  deliverOne: (index: number) => Promise<boolean>;
  /** Called after each completed delivery. */
  onProgress?: (done: number, total: number) => void;
  /** Asked before each delivery starts: true leaves the rest unsent. */
  shouldStop?: () => boolean;
}

/**
 * Runs `count` deliveries with at most `concurrency` in flight and summarises them: success
 * rate, p50/p95 latency and deliveries per second.
 *
 * @example
 * ```ts
 * const summary = await sendMany({ count: 100, concurrency: 10, deliverOne: async () => (await deliver(opts)).ok });
 * console.log(`${summary.perSecond.toFixed(0)}/s, p95 ${summary.p95Ms} ms`);
 * ```
 */
export async function sendMany(options: SendManyOptions): Promise<SendSummary> {
  const latencies: number[] = [];
  let next = 0;
  let succeeded = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < options.count && !options.shouldStop?.()) {
      const index = next++;
      const t0 = performance.now();
      if (await options.deliverOne(index)) succeeded += 1;
      latencies.push(performance.now() - t0);
      options.onProgress?.(latencies.length, options.count);
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency, options.count));
  await Promise.all(Array.from({ length: lanes }, worker));
  const elapsedMs = performance.now() - started;
  const round = (ms: number): number => Math.round(ms * 100) / 100;
  return {
    count: options.count,
    succeeded,
    failed: latencies.length - succeeded,
    notSent: options.count - latencies.length,
    successRate: options.count ? succeeded / options.count : 0,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    perSecond: elapsedMs > 0 ? (latencies.length * 1000) / elapsedMs : 0,
    elapsedMs: round(elapsedMs),
  };
}
