import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import { HandlerError } from '../errors.ts';
import type { ReceiverState } from './receiver-state.ts';
import { reportError } from './report-error.ts';
import type { DeliveryContext } from './types.ts';

type Handler = (delivery: never, context: DeliveryContext) => unknown;

/** What happened when the handlers ran. */
export interface DispatchOutcome {
  handled: number;
  /** Handlers outlasted `handlerTimeoutMs` and still run: answer 202. */
  pending?: boolean;
  /** A handler threw or rejected: answer 500. */
  error?: HandlerError;
}

/**
 * Runs every handler matching the delivery (the unknown-event handlers for an unknown name),
 * all started at once, and waits for all of them. A failure becomes a `HandlerError` (500),
 * reported to `onError`, and the body's digest is dropped from the dedupe store so the
 * platform's retry runs again. With `handlerTimeoutMs`, slow handlers are left running and the
 * outcome is pending. When every handler returns synchronously, so does this (no promise).
 *
 * @example
 * ```ts
 * import { dispatchDelivery } from './dispatch-delivery.ts'; // internal; receive() calls it
 * ```
 */
export function dispatchDelivery(
  state: ReceiverState,
  delivery: UnknownDelivery,
  known: boolean,
  context: DeliveryContext,
  dedupeKey: string | undefined,
): DispatchOutcome | Promise<DispatchOutcome> {
  const handlers = (
    known ? state.registry.handlersFor(delivery.event) : state.unknownHandlers
  ) as readonly Handler[];
  const handled = handlers.length;
  if (handled === 0) return { handled };
  let pending: Promise<unknown>[] | undefined;
  let failure: { cause: unknown } | undefined;
  for (const handler of handlers) {
    try {
      const returned = handler(delivery as never, context);
      if (isThenable(returned)) (pending ??= []).push(Promise.resolve(returned));
    } catch (cause) {
      failure ??= { cause };
    }
  }
  // Closures are made only off the synchronous path: it is the hot one.
  if (!pending)
    return failure ? fail(state, delivery, dedupeKey, handled, failure.cause) : { handled };
  const failed = (cause: unknown) => fail(state, delivery, dedupeKey, handled, cause);
  const settled = Promise.allSettled(pending).then((outcomes) => {
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.cause;
    if (rejected) throw rejected.reason;
  });
  if (state.handlerTimeoutMs === undefined) return settled.then(() => ({ handled }), failed);
  return withTimeout(settled, state.handlerTimeoutMs, handled, failed);
}

function fail(
  state: ReceiverState,
  delivery: UnknownDelivery,
  dedupeKey: string | undefined,
  handled: number,
  cause: unknown,
): DispatchOutcome {
  const error = new HandlerError(delivery.event, { cause });
  reportError(state, error, delivery);
  if (dedupeKey !== undefined)
    void Promise.resolve(state.dedupe?.delete(dedupeKey)).catch(() => {});
  return { handled, error };
}

async function withTimeout(
  settled: Promise<void>,
  timeoutMs: number,
  handled: number,
  fail: (cause: unknown) => DispatchOutcome,
): Promise<DispatchOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, 'timeout');
  });
  try {
    if ((await Promise.race([settled, timedOut])) !== 'timeout') return { handled };
    // Late failures still reach onError and the logger; the 202 has been answered already.
    settled.catch(fail);
    return { handled, pending: true };
  } catch (cause) {
    return fail(cause);
  } finally {
    clearTimeout(timer);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
