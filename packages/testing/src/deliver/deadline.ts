import { DeliverTimeoutError, HandlerThrewError } from '../errors.ts';

/**
 * One in-process call's time limit, shared by its steps (the handler's answer, then its body):
 * `within` settles like the promise, or rejects with `DeliverTimeoutError` once `timeoutMs` has
 * passed since the deadline was set; `clear` when the call is over. Why not the receiver's
 * `withTimeout`: its timer is unref'd, as a server wants, and a test script awaiting a hung
 * handler must get `DeliverTimeoutError`, not exit with nothing said.
 */
export function deadline(timeoutMs: number): {
  within<T>(promise: Promise<T>): Promise<T>;
  remainingMs(): number;
  clear(): void;
} {
  const endsAt = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliverTimeoutError(timeoutMs)), timeoutMs);
  });
  return {
    within: (promise) => Promise.race([promise, expired]),
    remainingMs: () => Math.max(0, endsAt - Date.now()),
    clear: () => clearTimeout(timer),
  };
}

/** Calls an in-process handler; what it throws or rejects with becomes `HandlerThrewError`. */
export function callHandler<T>(call: () => T | Promise<T>): Promise<T> {
  return Promise.resolve()
    .then(call)
    .catch((error: unknown) => Promise.reject(new HandlerThrewError(error)));
}
