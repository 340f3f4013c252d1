/**
 * Settles like `promise`, or rejects with `onTimeout()` once `timeoutMs` passed first. The timer
 * never keeps a Node process alive, and a rejection of `promise` after the timeout is not an
 * unhandled rejection. The receiver bounds how long an answer waits for handlers with it;
 * `@designhooks/queue` bounds each Redis command (neither Redis client bounds one by default).
 *
 * @example
 * ```ts
 * import { withTimeout } from '@designhooks/receiver';
 * await withTimeout(Promise.resolve(1), 100, () => new Error('slow')); // 1
 * ```
 */
export function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
    // Node's timers have unref; the web's are numbers
    // Stryker disable next-line OptionalChaining: on Node, where the tests run, unref is always there
    (timer as { unref?: () => void }).unref?.();
  });
  promise.catch(() => {}); // a late rejection after the timeout is not unhandled
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}
