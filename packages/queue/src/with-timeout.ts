/**
 * Settles like `promise`, or rejects with `onTimeout()` once `timeoutMs` passed first. The timer
 * never keeps the process alive. Why: neither Redis client bounds one command's time by default
 * (they queue commands while reconnecting), and an answer must not wait for Redis forever.
 *
 * @example
 * ```ts
 * import { withTimeout } from './with-timeout.ts'; // internal
 * await withTimeout(Promise.resolve(1), 100, () => new Error('slow')); // 1
 * ```
 */
export function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
    timer.unref();
  });
  promise.catch(() => {}); // a late rejection after the timeout is not unhandled
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}
