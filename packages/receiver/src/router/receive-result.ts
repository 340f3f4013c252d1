import type { Drift } from '../delivery/detect-drift.ts';
import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import { InternalReceiverError, ReceiverError } from '../errors.ts';
import type { DispatchOutcome } from './dispatch-delivery.ts';
import type { ReceiverState } from './receiver-state.ts';
import { reportError } from './report-error.ts';
import { errorBody, OK_BODY } from './response-bodies.ts';
import type { DeliveryContext, ReceiveResult } from './types.ts';

/** How far a failed delivery got: parsed or not, verified or not. */
export interface ReceiveProgress {
  delivery?: UnknownDelivery | undefined;
  drift?: readonly Drift[];
  verified?: boolean;
  verifiedOver?: 'raw' | 'reserialized' | undefined;
}

/**
 * The result once the handlers ran: 200 (a plain one shares `OK_BODY`), 202 when they
 * outlast `handlerTimeoutMs`, or the handler failure's 500.
 *
 * @example
 * ```ts
 * import { handledResult } from './receive-result.ts'; // internal; receiveBody calls it
 * ```
 */
export function handledResult(
  delivery: UnknownDelivery,
  known: boolean,
  context: DeliveryContext,
  outcome: DispatchOutcome,
): ReceiveResult {
  const { verified, verifiedOver, issues, drift } = context;
  const result: ReceiveResult = {
    status: 200,
    body: OK_BODY,
    delivery,
    verified,
    handled: outcome.handled,
    drift: [...drift],
  };
  if (verifiedOver) result.verifiedOver = verifiedOver;
  if (!known) {
    result.unknownEvent = true;
    result.body = { ok: true, unknownEvent: delivery.event };
  }
  if (issues.length) result.issues = [...issues];
  if (outcome.pending) {
    result.status = 202;
    result.body = { ok: true, pending: true };
  } else if (outcome.error) {
    result.status = outcome.error.status;
    result.body = errorBody(outcome.error);
    result.error = outcome.error;
  }
  return result;
}

/**
 * The result of a failure: a `ReceiverError` keeps its status, anything else becomes a 500
 * `InternalReceiverError`; either way the logger and `onError` hear about it.
 *
 * @example
 * ```ts
 * import { failedResult } from './receive-result.ts'; // internal
 * import { createReceiverState } from './receiver-state.ts';
 * import { InvalidJsonError } from '../errors.ts';
 * failedResult(createReceiverState(), new InvalidJsonError()).status; // 400
 * ```
 */
export function failedResult(
  state: ReceiverState,
  thrown: unknown,
  progress: ReceiveProgress = {},
): ReceiveResult {
  const error =
    thrown instanceof ReceiverError ? thrown : new InternalReceiverError({ cause: thrown });
  const { delivery, verified = false, verifiedOver, drift = [] } = progress;
  reportError(state, error, delivery);
  const result: ReceiveResult = {
    status: error.status,
    body: errorBody(error),
    error,
    verified,
    handled: 0,
    drift: [...drift],
  };
  if (delivery) result.delivery = delivery;
  if (verifiedOver) result.verifiedOver = verifiedOver;
  return result;
}
