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
 * Runs every handler matching the delivery (the unknown-event handlers for an unknown name)
 * concurrently and waits for all of them. A failure becomes a `HandlerError` (500), reported
 * to `onError`, and the body's digest is dropped from the dedupe store so the platform's retry
 * runs again. With `handlerTimeoutMs`, slow handlers are left running and the outcome is pending.
 *
 * @example
 * ```ts
 * import { dispatchDelivery } from './dispatch-delivery.ts'; // internal; receive() calls it
 * ```
 */
export async function dispatchDelivery(
  state: ReceiverState,
  delivery: UnknownDelivery,
  known: boolean,
  context: DeliveryContext,
  dedupeKey: string | undefined,
): Promise<DispatchOutcome> {
  const handlers = (known ? state.registry.handlersFor(delivery.event) : state.unknownHandlers) as readonly Handler[];
  const handled = handlers.length;
  if (handled === 0) return { handled };
  const fail = (cause: unknown): HandlerError => {
    const error = new HandlerError(delivery.event, { cause });
    reportError(state, error, delivery);
    if (dedupeKey !== undefined) void Promise.resolve(state.dedupe?.delete(dedupeKey)).catch(() => {});
    return error;
  };
  const running = runAll(handlers, delivery as never, context);
  if (state.handlerTimeoutMs === undefined) {
    try {
      await running;
      return { handled };
    } catch (cause) {
      return { handled, error: fail(cause) };
    }
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(resolve, state.handlerTimeoutMs, 'timeout');
  });
  try {
    const first = await Promise.race([running, timedOut]);
    if (first !== 'timeout') return { handled };
    // Late failures still reach onError and the logger; the 202 has been answered already.
    running.catch(fail);
    return { handled, pending: true };
  } catch (cause) {
    return { handled, error: fail(cause) };
  } finally {
    clearTimeout(timer);
  }
}

async function runAll(handlers: readonly Handler[], delivery: never, context: DeliveryContext): Promise<void> {
  if (handlers.length === 1) {
    await handlers[0]!(delivery, context);
    return;
  }
  const outcomes = await Promise.allSettled(handlers.map(async (handler) => handler(delivery, context)));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
