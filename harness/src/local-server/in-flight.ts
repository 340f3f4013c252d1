/** Counts deliveries being processed so shutdown can wait for them. */
export interface InFlight {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves when nothing is in flight (or after `timeoutMs`). */
  drain(timeoutMs: number): Promise<void>;
}

/**
 * A tracker of in-flight work for graceful shutdown.
 *
 * @example
 * ```ts
 * const inFlight = createInFlight();
 * await inFlight.drain(10_000);
 * ```
 */
export function createInFlight(): InFlight {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      pending.add(work);
      void work.finally(() => pending.delete(work)).catch(() => undefined);
      return work;
    },
    async drain(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      while (pending.size > 0) {
        const done = await Promise.race([
          Promise.allSettled([...pending]).then(() => false),
          limit.then(() => true),
        ]);
        if (done) break;
      }
      clearTimeout(timer);
    },
  };
}
