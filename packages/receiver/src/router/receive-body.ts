import { detectDrift, NO_DRIFT } from '../delivery/detect-drift.ts';
import { knownEventNames } from '../delivery/known-event-names.ts';
import { parseDelivery, type UnknownDelivery } from '../delivery/parse-delivery.ts';
import { readHeader } from '../adapters/read-header.ts';
import { SignatureMismatchError, SignatureMissingError } from '../errors.ts';
import { verifySignature } from '../signature/verify-signature.ts';
import { checkBodySize } from './check-request.ts';
import { checkReplayWindow } from './check-replay-window.ts';
import { failedResult } from './receive-result.ts';
import { receiveOnce } from './receive-once.ts';
import type { ReceiverState } from './receiver-state.ts';
import { runHandlers } from './run-handlers.ts';
import type { DeliveryContext, ReceiveInput, ReceiveResult } from './types.ts';
import { NO_ISSUES, validatePayload } from './validate-payload.ts';
import { warnDrift } from './warn-drift.ts';

/**
 * The receive pipeline once the body is in memory: size, signature, parse, validation, drift, replay
 * window, dedupe, then the handlers. Never throws: a failure becomes a result with the status
 * to answer, and reaches `onError`. Synchronous unless the dedupe store or a handler is async,
 * so the adapters answer the common delivery without a promise or a microtask.
 *
 * @example
 * ```ts
 * import { receiveBody } from './receive-body.ts'; // internal; receiveDelivery calls it
 * import { createReceiverState } from './receiver-state.ts';
 * receiveBody(createReceiverState(), { headers: {} }, 'not json'); // { status: 400, ... }
 * ```
 */
export function receiveBody(
  state: ReceiverState,
  input: Pick<ReceiveInput, 'headers' | 'reserialized'>,
  body: Uint8Array | string,
): ReceiveResult | Promise<ReceiveResult> {
  let verified = false;
  let delivery: UnknownDelivery | undefined;
  try {
    checkBodySize(body, state.maxBodyBytes);
    verified = verifyBody(state, input, body);
    delivery = parseDelivery(body);
    const known = knownEventNames().has(delivery.event);
    const issues = known && state.validation !== 'off' ? validatePayload(state, delivery) : NO_ISSUES;
    // Drift is what the schema accepts but the contract does not know: valid payloads only.
    const drift = known && state.validation !== 'off' && issues.length === 0 ? detectDrift(delivery) : NO_DRIFT;
    if (drift.length > 0) warnDrift(state, delivery.event, drift);
    if (state.replayWindowSeconds !== undefined) checkReplayWindow(delivery, state.replayWindowSeconds, state.now());
    const verifiedOver = verified ? (input.reserialized ? 'reserialized' : 'raw') : undefined;
    const context: DeliveryContext = { headers: input.headers, verified, verifiedOver, issues, drift };
    if (state.dedupe) return receiveOnce(state, body, delivery, known, context);
    return runHandlers(state, delivery, known, context, undefined);
  } catch (thrown) {
    const verifiedOver = verified ? (input.reserialized ? 'reserialized' : 'raw') : undefined;
    return failedResult(state, thrown, { delivery, verified, verifiedOver });
  }
}

/** Checks the signature when a secret is set (true), or warns once that there is none (false). */
function verifyBody(state: ReceiverState, input: Pick<ReceiveInput, 'headers' | 'reserialized'>, body: Uint8Array | string): boolean {
  if (!state.secrets) {
    state.warnOnce('unverified');
    return false;
  }
  if (input.reserialized) state.warnOnce('reserialized');
  const signature = readHeader(input.headers, state.signatureHeaderKey);
  if (signature === undefined) throw new SignatureMissingError(state.signatureHeader);
  if (!verifySignature(body, signature, state.secrets)) throw new SignatureMismatchError(state.signatureHeader);
  return true;
}
