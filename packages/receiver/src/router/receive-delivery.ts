import { createHash } from 'node:crypto';
import { readHeader } from '../adapters/read-header.ts';
import { knownEventNames } from '../delivery/known-event-names.ts';
import { parseDelivery, type UnknownDelivery } from '../delivery/parse-delivery.ts';
import {
  BodyReadError,
  DedupeStoreError,
  InternalReceiverError,
  ReceiverError,
  SignatureMismatchError,
  SignatureMissingError,
} from '../errors.ts';
import { verifySignature } from '../signature/verify-signature.ts';
import { checkBodySize, checkRequest } from './check-request.ts';
import { checkReplayWindow } from './check-replay-window.ts';
import { dispatchDelivery } from './dispatch-delivery.ts';
import { reportError } from './report-error.ts';
import { errorBody, OK_BODY } from './response-bodies.ts';
import type { ReceiverState } from './receiver-state.ts';
import { NO_ISSUES, validatePayload } from './validate-payload.ts';
import type { ReceiveInput, ReceiveResult } from './types.ts';

/**
 * The receive pipeline: request checks, body (read with the limit), signature, parse,
 * validation, replay window, dedupe, then the handlers. Never throws: every failure becomes a
 * result with the status to answer, and reaches `onError`.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver'; // receive() calls this
 * const result = await createReceiver().receive({ body: 'not json', headers: {} });
 * result.status; // 400
 * ```
 */
export async function receiveDelivery(state: ReceiverState, input: ReceiveInput): Promise<ReceiveResult> {
  let verified = false;
  let verifiedOver: 'raw' | 'reserialized' | undefined;
  let delivery: UnknownDelivery | undefined;
  let dedupeKey: string | undefined;
  let issues = NO_ISSUES;
  try {
    checkRequest(input.method, readHeader(input.headers, 'content-type'));
    const body = 'body' in input ? input.body : await readBody(input, state.maxBodyBytes);
    checkBodySize(body, state.maxBodyBytes);
    if (state.secrets) {
      if (input.reserialized) state.warnOnce('reserialized');
      const signature = readHeader(input.headers, state.signatureHeaderKey);
      if (signature === undefined) throw new SignatureMissingError(state.signatureHeader);
      if (!verifySignature(body, signature, state.secrets)) throw new SignatureMismatchError(state.signatureHeader);
      verified = true;
      verifiedOver = input.reserialized ? 'reserialized' : 'raw';
    } else {
      state.warnOnce('unverified');
    }
    delivery = parseDelivery(body);
    const known = knownEventNames().has(delivery.event);
    if (known && state.validation !== 'off') issues = validatePayload(state, delivery);
    if (state.replayWindowSeconds !== undefined) checkReplayWindow(delivery, state.replayWindowSeconds, state.now());
    if (state.dedupe) {
      dedupeKey = createHash('sha256').update(body).digest('hex');
      if (!(await addToStore(state, dedupeKey))) {
        const duplicate: ReceiveResult = { status: 200, body: { ok: true, duplicate: true }, delivery, verified, duplicate: true, handled: 0 };
        if (verifiedOver) duplicate.verifiedOver = verifiedOver;
        return duplicate;
      }
    }
    const context = { headers: input.headers, verified, verifiedOver, issues } as const;
    let outcome = dispatchDelivery(state, delivery, known, context, dedupeKey);
    if (outcome instanceof Promise) outcome = await outcome;
    const result: ReceiveResult = { status: 200, body: OK_BODY, delivery, verified, handled: outcome.handled };
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
  } catch (thrown) {
    const error = thrown instanceof ReceiverError ? thrown : new InternalReceiverError({ cause: thrown });
    reportError(state, error, delivery);
    const result: ReceiveResult = { status: error.status, body: errorBody(error), error, verified, handled: 0 };
    if (delivery) result.delivery = delivery;
    if (verifiedOver) result.verifiedOver = verifiedOver;
    return result;
  }
}

async function readBody(input: { readBody(limit: number): Promise<Uint8Array | string> }, limit: number) {
  try {
    return await input.readBody(limit);
  } catch (error) {
    throw error instanceof ReceiverError ? error : new BodyReadError({ cause: error });
  }
}

async function addToStore(state: ReceiverState, key: string): Promise<boolean> {
  try {
    return await state.dedupe!.add(key);
  } catch (cause) {
    throw new DedupeStoreError({ cause });
  }
}
