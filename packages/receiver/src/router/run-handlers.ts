import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import { dispatchDelivery } from './dispatch-delivery.ts';
import { failedResult, handledResult } from './receive-result.ts';
import type { ReceiverState } from './receiver-state.ts';
import type { DeliveryContext, ReceiveResult } from './types.ts';

/**
 * Runs the delivery's handlers and returns the result; synchronously when every handler
 * returned synchronously (the common case, and no promise is made), else a promise.
 *
 * @example
 * ```ts
 * import { runHandlers } from './run-handlers.ts'; // internal; receiveBody calls it
 * ```
 */
export function runHandlers(
  state: ReceiverState,
  delivery: UnknownDelivery,
  known: boolean,
  context: DeliveryContext,
  dedupeKey: string | undefined,
): ReceiveResult | Promise<ReceiveResult> {
  const outcome = dispatchDelivery(state, delivery, known, context, dedupeKey);
  if (!(outcome instanceof Promise)) return handledResult(delivery, known, context, outcome);
  return outcome.then(
    (settled) => handledResult(delivery, known, context, settled),
    (thrown: unknown) => failedResult(state, thrown, { delivery, ...context }),
  );
}
