import { detectDrift, NO_DRIFT } from '../delivery/detect-drift.ts';
import { knownEventNames } from '../delivery/known-event-names.ts';
import { parseDelivery, type UnknownDelivery } from '../delivery/parse-delivery.ts';
import { readHeader } from '../adapters/read-header.ts';
import { SignatureMismatchError, SignatureMissingError, type ValidationIssue } from '../errors.ts';
import { keyedHmac } from '#crypto/keyed-hmac';
import { verifyWithSecrets } from '#crypto/verify-with-secrets';
import { utf8ByteLength } from '../adapters/utf8-byte-length.ts';
import { MAX_DIAGNOSED_BODY_BYTES } from '../constants.ts';
import { diagnoseSignature } from '../crypto/explain.ts';
import type { SignatureDiagnosis } from '../crypto/signature-diagnosis.ts';
import { checkBodySize } from './check-request.ts';
import { checkReplayWindow } from './check-replay-window.ts';
import { failedResult } from './receive-result.ts';
import { receiveOnce } from './receive-once.ts';
import type { ReceiverState } from './receiver-state.ts';
import { runHandlers } from './run-handlers.ts';
import type { DeliveryContext, ReceiveInput, ReceiveResult } from './types.ts';
import { NO_ISSUES, validatePayload } from './validate-payload.ts';
import { warnDrift } from './warn-drift.ts';

type Input = Pick<ReceiveInput, 'headers' | 'reserialized'>;
type Outcome = ReceiveResult | Promise<ReceiveResult>;

/**
 * The receive pipeline once the body is in memory: size, signature, parse, validation, drift, replay
 * window, dedupe, then the handlers. Never throws: a failure becomes a result with the status
 * to answer, and reaches `onError`. Synchronous unless a step has to wait (Web Crypto's HMAC,
 * the first delivery of an event loading its validator, an async dedupe store or handler), so
 * the adapters answer the common delivery without a promise or a microtask.
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
  input: Input,
  body: Uint8Array | string,
): Outcome {
  let verified: boolean | Promise<boolean>;
  try {
    checkBodySize(body, state.maxBodyBytes);
    verified = verifyBody(state, input, body);
  } catch (thrown) {
    // Stryker disable next-line ObjectLiteral: failedResult's progress defaults to not verified, nothing parsed
    return failedResult(state, thrown, { verified: false });
  }
  if (typeof verified === 'boolean') return afterVerify(state, input, body, verified);
  return verified.then(
    (ok) => afterVerify(state, input, body, ok),
    // Stryker disable next-line ObjectLiteral: failedResult's progress defaults to not verified, nothing parsed
    (thrown: unknown) => failedResult(state, thrown, { verified: false }),
  );
}

/** Parse and validate (the validator may still be loading). */
function afterVerify(
  state: ReceiverState,
  input: Input,
  body: Uint8Array | string,
  verified: boolean,
): Outcome {
  const verifiedOver = verified ? (input.reserialized ? 'reserialized' : 'raw') : undefined;
  let delivery: UnknownDelivery | undefined;
  try {
    delivery = parseDelivery(body);
    const known = knownEventNames().has(delivery.event);
    const issues =
      known && state.validation !== 'off' ? validatePayload(state, delivery) : NO_ISSUES;
    if (!(issues instanceof Promise))
      return afterValidate(state, input, body, verified, delivery, known, issues);
    const parsed = delivery;
    return issues.then(
      (found) => afterValidate(state, input, body, verified, parsed, known, found),
      (thrown: unknown) =>
        failedResult(state, thrown, { delivery: parsed, verified, verifiedOver }),
    );
  } catch (thrown) {
    return failedResult(state, thrown, { delivery, verified, verifiedOver });
  }
}

/** Drift, replay window, dedupe, handlers. */
function afterValidate(
  state: ReceiverState,
  input: Input,
  body: Uint8Array | string,
  verified: boolean,
  delivery: UnknownDelivery,
  known: boolean,
  issues: readonly ValidationIssue[],
): Outcome {
  const verifiedOver = verified ? (input.reserialized ? 'reserialized' : 'raw') : undefined;
  try {
    // Drift is what the schema accepts but the contract does not know: valid payloads only.
    const drift =
      known && state.validation !== 'off' && issues.length === 0 ? detectDrift(delivery) : NO_DRIFT;
    if (drift.length > 0) warnDrift(state, delivery.event, drift);
    if (state.replayWindowSeconds !== undefined)
      checkReplayWindow(delivery, state.replayWindowSeconds, state.now());
    const context: DeliveryContext = {
      headers: input.headers,
      verified,
      verifiedOver,
      issues,
      drift,
    };
    if (state.dedupe) return receiveOnce(state, body, delivery, known, context);
    return runHandlers(state, delivery, known, context, undefined);
  } catch (thrown) {
    return failedResult(state, thrown, { delivery, verified, verifiedOver });
  }
}

/**
 * Checks the signature when a secret is set (true), or warns once that there is none (false).
 * node:crypto answers at once; Web Crypto (workerd, browsers) answers with a promise.
 */
function verifyBody(
  state: ReceiverState,
  input: Input,
  body: Uint8Array | string,
): boolean | Promise<boolean> {
  if (!state.secrets) {
    state.warnOnce('unverified');
    return false;
  }
  if (input.reserialized) state.warnOnce('reserialized');
  const signature = readHeader(input.headers, state.signatureHeaderKey);
  if (signature === undefined)
    throw new SignatureMissingError(state.signatureHeader, missing(state));
  // node:crypto's build answers a boolean, the web build a promise (the types follow node's).
  const matched = verifyWithSecrets(body, signature, state.secrets) as boolean | Promise<boolean>;
  if (matched === true) return true;
  if (matched === false) return mismatch(state, body, signature);
  return matched.then((ok) => ok || mismatch(state, body, signature));
}

/** The doctor's `missing` diagnosis: found before any HMAC, so always at once. */
function missing(state: ReceiverState): SignatureDiagnosis | undefined {
  if (!state.diagnoseSignatures) return undefined;
  const input = { body: '', signature: undefined, secret: state.secrets, service: state.service };
  const diagnosis = diagnoseSignature(input, keyedHmac);
  return diagnosis instanceof Promise ? undefined : (diagnosis ?? undefined);
}

/**
 * Throws the mismatch, with the signature doctor's diagnosis unless turned off or the body is
 * too large to diagnose cheaply: only now, after the constant-time check failed, and only on
 * the error, never in the answer. A promise of the throw when the HMAC is Web Crypto's.
 */
function mismatch(
  state: ReceiverState,
  body: Uint8Array | string,
  signature: string,
): never | Promise<never> {
  const fail = (diagnosis?: SignatureDiagnosis | null): never => {
    throw new SignatureMismatchError(state.signatureHeader, diagnosis ?? undefined);
  };
  if (!state.diagnoseSignatures || byteLength(body) > MAX_DIAGNOSED_BODY_BYTES) return fail();
  const input = { body, signature, secret: state.secrets, service: state.service };
  let diagnosis: ReturnType<typeof diagnoseSignature>;
  try {
    diagnosis = diagnoseSignature(input, keyedHmac);
  } catch {
    return fail(); // the doctor must never turn a 401 into anything else
  }
  return diagnosis instanceof Promise ? diagnosis.then(fail, () => fail()) : fail(diagnosis);
}

function byteLength(body: Uint8Array | string): number {
  // A UTF-8 string is at most 3 bytes per UTF-16 unit: exact only when that bound is close.
  if (typeof body !== 'string') return body.length;
  return body.length * 3 <= MAX_DIAGNOSED_BODY_BYTES ? body.length : utf8ByteLength(body);
}
