import { sha256Hex } from '#crypto/sha256';
import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import { DedupeStoreError } from '../errors.ts';
import { failedResult } from './receive-result.ts';
import type { ReceiverState } from './receiver-state.ts';
import { runHandlers } from './run-handlers.ts';
import type { DeliveryContext, ReceiveResult } from './types.ts';

/**
 * Dedupe (`state.dedupe` is set): records the body's SHA-256 and runs the handlers, or
 * acknowledges a body already recorded with a 200 `duplicate` without running them again. A
 * failing store is a 500 `DedupeStoreError`.
 *
 * @example
 * ```ts
 * import { receiveOnce } from './receive-once.ts'; // internal; receiveBody calls it
 * ```
 */
export async function receiveOnce(
  state: ReceiverState,
  body: Uint8Array | string,
  delivery: UnknownDelivery,
  known: boolean,
  context: DeliveryContext,
): Promise<ReceiveResult> {
  const key: string = await sha256Hex(body);
  let added: boolean;
  try {
    added = await state.dedupe!.add(key);
  } catch (cause) {
    return failedResult(state, new DedupeStoreError({ cause }), { delivery, ...context });
  }
  if (added) return runHandlers(state, delivery, known, context, key);
  const { verified, verifiedOver, drift } = context;
  const duplicate: ReceiveResult = {
    status: 200,
    body: { ok: true, duplicate: true },
    delivery,
    verified,
    duplicate: true,
    handled: 0,
    drift: [...drift],
  };
  if (verifiedOver) duplicate.verifiedOver = verifiedOver;
  return duplicate;
}
