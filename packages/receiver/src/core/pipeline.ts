import { backend } from '#crypto/backend';
import { MAX_DIAGNOSED_BODY_BYTES, MAX_RESPONSE_ISSUES } from '../constants.ts';
import { detectDrift, NO_DRIFT, type Drift } from '../contract/detect-drift.ts';
import type { GeneratedValidator } from '../contract/generated-validator.ts';
import { isKnownEvent, parseDelivery, type UnknownDelivery } from '../contract/parse-delivery.ts';
import { checkWith, NO_ISSUES, validatorFor } from '../contract/validator-for.ts';
import { signatureDoctor } from '../crypto/explain-signature.ts';
import type { SignatureDiagnosis } from '../crypto/signature-diagnosis.ts';
import {
  BodyReadError,
  DedupeStoreError,
  HandlerError,
  InternalReceiverError,
  InvalidEnvelopeError,
  MethodNotAllowedError,
  PayloadTooLargeError,
  ReceiverError,
  ReplayWindowError,
  SchemaValidationError,
  SignatureMismatchError,
  SignatureMissingError,
  UnsupportedMediaTypeError,
  type ValidationIssue,
} from '../errors.ts';
import {
  endDelivery,
  inDeliveryContext,
  outcomeOf,
  startDelivery,
  type DeliveryTelemetry,
} from './open-telemetry.ts';
import { terminalSafe } from './terminal-safe.ts';
import type {
  DeliveryContext,
  HeadersInput,
  ReceiveInput,
  ReceiveResult,
  ReceiverState,
  ResponseBody,
} from './types.ts';
import { withTimeout } from './with-timeout.ts';

// The receive pipeline, in the order a delivery meets it: check → read body → size → verify →
// parse → validate → drift → replay window → dedupe → dispatch → answer. Each step reads and
// fills one `DeliveryState`, throws a `ReceiverError` to reject, and returns nothing when it is
// done at once or a promise when it has to wait (Web Crypto, the first delivery of an event
// loading its validator, an async dedupe store or handler). The common delivery on node:crypto
// never waits, so the adapters answer it without a promise or a microtask.

/**
 * One delivery on its way through the pipeline: the request, then what each step found, for
 * the steps after it and for the answer. Made once per request; the steps fill it in order.
 */
export class DeliveryState {
  /** The raw body (read body). */
  body: Uint8Array | string = '';
  /** The signature matched (verify); false when no secret is configured. */
  verified = false;
  /** What the signature was checked over (verify); unset when unverified. */
  verifiedOver: 'raw' | 'reserialized' | undefined = undefined;
  /** The parsed envelope (parse). */
  delivery: UnknownDelivery | undefined = undefined;
  /** Its event is one the contract knows (parse). */
  // Stryker disable next-line BooleanLiteral: read only once parse has set it (the event is unset before)
  known = false;
  /** Schema issues found in `warn` mode (validate). */
  issues: readonly ValidationIssue[] = NO_ISSUES;
  /** What the contract does not know (drift). */
  drift: readonly Drift[] = NO_DRIFT;
  /** The body's digest, recorded in the dedupe store (dedupe). */
  dedupeKey: string | undefined = undefined;
  /** The store had the digest already: acknowledged, handlers not run (dedupe). */
  duplicate = false;
  /** How many handlers ran (dispatch). */
  handled = 0;
  /** Handlers outlasted `handlerTimeoutMs` and still run: answer 202 (dispatch). */
  pending = false;
  /** A handler threw or rejected: answer 500 (dispatch). */
  handlerError: HandlerError | undefined = undefined;
  /** The payload went through its schema (validate). */
  validated = false;
  /** The span and clock of the delivery, when an OpenTelemetry SDK is registered. */
  telemetry: DeliveryTelemetry | undefined = undefined;

  constructor(
    readonly receiver: ReceiverState,
    readonly input: ReceiveInput,
  ) {}
}

type Step = (state: DeliveryState) => void | Promise<void>;

/**
 * Receives one delivery: runs every step, then answers. Returns the result itself when every
 * step was synchronous, else a promise of it; never throws and never rejects (but for a logger
 * that throws). A failure becomes a result with the status to answer, and reaches `onError`.
 *
 * @example
 * ```ts
 * import { receiveDelivery } from './pipeline.ts'; // internal; receive() and the adapters call it
 * import { createReceiverState } from './receiver.ts';
 * receiveDelivery(createReceiverState(), { body: 'not json', headers: {} }); // { status: 400, ... }
 * ```
 */
export function receiveDelivery(
  receiver: ReceiverState,
  input: ReceiveInput,
): ReceiveResult | Promise<ReceiveResult> {
  const state = new DeliveryState(receiver, input);
  receiver.lookForOpenTelemetry?.();
  state.telemetry = startDelivery(receiver.telemetry);
  let waiting: Promise<void> | undefined;
  try {
    waiting = runSteps(state, 0);
  } catch (thrown) {
    return failedResult(state, thrown);
  }
  if (waiting === undefined) return answer(state);
  return waiting.then(
    () => answer(state),
    (thrown: unknown) => failedResult(state, thrown),
  );
}

const STEPS: readonly Step[] = [
  check,
  readBody,
  checkSize,
  verify,
  parse,
  validate,
  drift,
  replayWindow,
  dedupe,
  dispatch,
];

// The steps in order, synchronously until one has to wait; the rest run once it has.
function runSteps(state: DeliveryState, from: number): Promise<void> | undefined {
  for (let i = from; i < STEPS.length; i++) {
    const waiting = STEPS[i]!(state);
    if (waiting) return waiting.then(() => runSteps(state, i + 1));
  }
  return undefined;
}

// `next(state, value)` at once when the value is there already (node:crypto, a loaded validator,
// a synchronous store): the common delivery. Else once its promise settles, a rejection going to
// `failed` when given. The one place a step waits.
function then<T>(
  state: DeliveryState,
  value: T | PromiseLike<T>,
  next: (state: DeliveryState, value: T) => void | Promise<void>,
  failed?: (cause: unknown) => never,
): void | Promise<void> {
  if (!isThenable(value)) return next(state, value);
  return Promise.resolve(value).then((settled) => next(state, settled), failed);
}

// 1. check: HTTP-level checks before the body is read or trusted.
function check(state: DeliveryState): void {
  const { input } = state;
  checkRequest(input.method, readHeader(input.headers, 'content-type'));
}

/**
 * HTTP-level checks done before the body is read or trusted: method POST (when known),
 * Content-Type application/json (required when `method` is given, checked when present).
 * Throws the matching `ReceiverError`.
 *
 * @example
 * ```ts
 * import { checkRequest } from './pipeline.ts'; // internal; the node adapter checks before reading
 * checkRequest('POST', 'application/json; charset=utf-8'); // passes
 * ```
 */
export function checkRequest(method: string | undefined, contentType: string | undefined): void {
  // Stryker disable next-line ConditionalExpression: `method !== 'POST'` only skips toUpperCase for the usual case
  if (method !== undefined && method !== 'POST' && method.toUpperCase() !== 'POST') {
    throw new MethodNotAllowedError(method);
  }
  // Stryker disable next-line ConditionalExpression: a fast path; the general check below accepts the same value
  if (contentType === 'application/json') return;
  if (contentType === undefined) {
    if (method !== undefined) throw new UnsupportedMediaTypeError(undefined);
    return;
  }
  // Stryker disable next-line OptionalChaining: split always returns at least one element
  const mediaType = contentType.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new UnsupportedMediaTypeError(contentType);
}

// 2. read body: given, or read with the receiver's limit.
function readBody(state: DeliveryState): void | Promise<void> {
  const { input } = state;
  if ('body' in input) {
    state.body = input.body;
    return;
  }
  return readWithLimit(input, state.receiver.maxBodyBytes).then((body) => {
    state.body = body;
  });
}

// A reader's own failure that is not a ReceiverError is the client's: a 400 BodyReadError.
async function readWithLimit(
  input: { readBody(limit: number): Promise<Uint8Array | string> },
  limit: number,
): Promise<Uint8Array | string> {
  try {
    return await input.readBody(limit);
  } catch (error) {
    throw error instanceof ReceiverError ? error : new BodyReadError({ cause: error });
  }
}

// 3. size: a body already in memory over the limit.
function checkSize(state: DeliveryState): void {
  const limitBytes = state.receiver.maxBodyBytes;
  if (isOver(state.body, limitBytes)) throw new PayloadTooLargeError(limitBytes);
}

// 4. verify: the signature when a secret is set, or a one-time warning that there is none.
function verify(state: DeliveryState): void | Promise<void> {
  const { receiver, input } = state;
  if (!receiver.secrets) {
    receiver.warnOnce('unverified');
    return;
  }
  if (input.reserialized) receiver.warnOnce('reserialized');
  const signature = readHeader(input.headers, receiver.signatureHeaderKey);
  if (signature === undefined) return refuse(state, undefined);
  // A short, long or non-hex value is simply unequal (the backend's format check).
  return then(state, backend.verifyHmacSha256(state.body, signature, receiver.secrets), verified);
}

function verified(state: DeliveryState, matched: boolean): void | Promise<void> {
  if (!matched)
    return refuse(state, readHeader(state.input.headers, state.receiver.signatureHeaderKey));
  state.verified = true;
  state.verifiedOver = state.input.reserialized ? 'reserialized' : 'raw';
}

// 4b. refuse: a 401, missing or mismatched, with the signature doctor's diagnosis of why
// (src/crypto/explain.ts, imported the first time a check fails), only once the constant-time
// check has failed, and only for the error (onError, the result, the debug line): the 401
// answer is the same bytes with or without it. Skipped when turned off, for a body too large
// to hash a few dozen times per forged request, and past the minute's budget of diagnoses. Its
// own failure never turns the 401 into anything else. It always throws, or returns a promise
// that rejects.
function refuse(state: DeliveryState, signature: string | undefined): void | Promise<void> {
  const { receiver } = state;
  const missing = signature === undefined;
  const fail = (diagnosis?: SignatureDiagnosis | null): never => {
    const Refusal = missing ? SignatureMissingError : SignatureMismatchError;
    throw new Refusal(receiver.signatureHeader, diagnosis ?? undefined);
  };
  // The doctor's `missing` needs no HMAC, so no body.
  // Stryker disable next-line StringLiteral: the doctor reads no body for a missing header; '' keeps a large one from skipping it
  const body = missing ? '' : state.body;
  if (isOver(body, MAX_DIAGNOSED_BODY_BYTES) || !takeDiagnosis(receiver)) return fail();
  const input = { body, signature, secret: receiver.secrets, service: receiver.service };
  return then(
    state,
    signatureDoctor(),
    (_, doctor) => {
      let diagnosis: ReturnType<typeof doctor.diagnoseSignature>;
      // Stryker disable BlockStatement: an empty try or catch leaves `diagnosis` undefined, and fail(undefined) below is this same 401
      try {
        diagnosis = doctor.diagnoseSignature(input, backend.verifyHmacSha256Key);
      } catch {
        return fail();
      }
      // Stryker restore BlockStatement
      return isThenable(diagnosis)
        ? Promise.resolve(diagnosis).then(fail, () => fail())
        : fail(diagnosis);
    },
    () => fail(),
  );
}

// The doctor's budget: at most `diagnosesPerMinute` failures a clock minute are diagnosed (the
// wall clock, not the receiver's `now`, which a test may hold still for the replay window).
function takeDiagnosis(receiver: ReceiverState): boolean {
  const minute = Math.floor(Date.now() / 60_000);
  const { diagnosed } = receiver;
  if (diagnosed.minute !== minute) {
    diagnosed.minute = minute;
    diagnosed.count = 0;
  }
  if (diagnosed.count >= receiver.diagnosesPerMinute) return false;
  diagnosed.count++;
  return true;
}

// Whether a body is over `limitBytes` in UTF-8 (the size limit, the doctor's limit). A UTF-16
// code unit is at most 3 UTF-8 bytes: a string that short cannot be over, and is not counted.
function isOver(body: Uint8Array | string, limitBytes: number): boolean {
  if (typeof body !== 'string') return body.byteLength > limitBytes;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: counting every string (false), or at length * 3 === the limit (<), answers the same
  return body.length * 3 <= limitBytes ? false : utf8ByteLength(body) > limitBytes;
}

// 5. parse: the envelope, and whether the contract knows its event.
function parse(state: DeliveryState): void {
  const delivery = parseDelivery(state.body);
  state.delivery = delivery;
  state.known = isKnownEvent(delivery.event);
}

// 6. validate: a known event's payload against its schema. In `reject` mode a failure is a 422;
// in `warn` mode it is logged and the issues travel on. The first delivery of an event waits
// for its generated validator's module, a failing one for the module that lists every error.
function validate(state: DeliveryState): void | Promise<void> {
  if (!state.known || state.receiver.validation === 'off') return;
  return then(state, validatorFor(state.delivery!.event), runValidator);
}

function runValidator(state: DeliveryState, validator: GeneratedValidator): void | Promise<void> {
  const { delivery } = state;
  return then(state, checkWith(validator, delivery!.event, delivery), judgeIssues);
}

function judgeIssues(state: DeliveryState, issues: readonly ValidationIssue[]): void {
  state.validated = true;
  if (issues === NO_ISSUES) return;
  const { receiver } = state;
  const error = new SchemaValidationError(state.delivery!.event, [...issues]);
  if (receiver.validation === 'reject') throw error;
  receiver.logger.warn(`[designhooks] ${error.message} (validation: 'warn', handled anyway)`);
  state.issues = issues;
}

// 7. drift: what a valid payload carries that the contract does not know; accepted, warned.
function drift(state: DeliveryState): void {
  const { receiver, delivery } = state;
  if (!state.known || receiver.validation === 'off' || state.issues.length > 0) return;
  state.drift = detectDrift(delivery);
  if (state.drift.length > 0) warnDrift(state, delivery!.event, state.drift);
}

/** Paths named in one drift warning; the rest are counted (the result carries every entry). */
const PATHS_IN_WARNING = 10;
/** Distinct drifts a receiver remembers having logged (memory stays bounded; past it, each is logged). */
export const MAX_DRIFTS_REMEMBERED = 1000;
/** Characters of a drift a receiver compares to tell it from those it logged (field names are the sender's). */
export const DRIFT_KEY_CHARS = 2000;
/** An array index inside a drift's path (`/commits/12/`): every element drifts alike. */
const ARRAY_INDEX = /\/\d+(?=\/)/g;
/** A field name is the sender's choice: a path is cut at this many characters in the warning. */
const PATH_CHARS_IN_WARNING = 200;

// One warning naming where it drifts, the first time a receiver sees that drift: a field the
// platform adds to every delivery would otherwise be a line per delivery (result.drift and
// context.drift still carry it every time). Values are not logged (they may be personal data);
// paths come from the body, so control characters in them are escaped and each is cut.
function warnDrift(state: DeliveryState, event: string, found: readonly Drift[]): void {
  const { driftsWarned } = state.receiver;
  // where it drifts and how, with array indexes as `*` (a field added to every commit is one
  // drift however long the push), its first ten shapes and the whole cut: the set stays small
  const shapes = new Set(
    // Stryker disable next-line StringLiteral: any one text for every index makes them alike
    found.map((entry) => `${entry.path.replace(ARRAY_INDEX, '/*')} ${entry.kind}`),
  );
  // Stryker disable next-line StringLiteral: the separator only keeps the key readable
  const key = `${event} ${shapes.size} ${[...shapes].slice(0, PATHS_IN_WARNING).join(' ')}`.slice(
    0,
    DRIFT_KEY_CHARS,
  );
  if (driftsWarned.has(key)) return;
  if (driftsWarned.size < MAX_DRIFTS_REMEMBERED) driftsWarned.add(key);
  const named = found
    .slice(0, PATHS_IN_WARNING)
    .map((entry) => `${printable(entry.path)} (${entry.kind})`);
  const more =
    found.length > PATHS_IN_WARNING ? ` and ${found.length - PATHS_IN_WARNING} more` : '';
  state.receiver.logger.warn(
    `[designhooks] ${event} delivery drifts from the contract (accepted): ${named.join(', ')}${more} (logged once: the same drift in later deliveries is in their result.drift only)`,
  );
}

function printable(path: string): string {
  const cut =
    path.length > PATH_CHARS_IN_WARNING ? `${path.slice(0, PATH_CHARS_IN_WARNING)}…` : path;
  return terminalSafe(cut, { oneLine: true });
}

// 8. replay window: `createdAt` within `replayWindowSeconds` of now. The platform signs no
// timestamp, so this only limits how long a captured body can be replayed.
function replayWindow(state: DeliveryState): void {
  const { replayWindowSeconds, now } = state.receiver;
  if (replayWindowSeconds === undefined) return;
  const { createdAt } = state.delivery!;
  const time = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new InvalidEnvelopeError(
      '"createdAt" is missing or not a timestamp, and the replay window needs it',
    );
  }
  if (Math.abs(now() - time) > replayWindowSeconds * 1000)
    throw new ReplayWindowError(createdAt as string, replayWindowSeconds);
}

// 9. dedupe: records the body's SHA-256; a body recorded already is a duplicate, acknowledged
// without running the handlers again. A failing store is a 500.
function dedupe(state: DeliveryState): void | Promise<void> {
  if (!state.receiver.dedupe) return;
  return then(state, backend.sha256Hex(state.body), record);
}

function record(state: DeliveryState, key: string): void | Promise<void> {
  state.dedupeKey = key;
  let added: boolean | Promise<boolean>;
  try {
    added = state.receiver.dedupe!.add(key);
  } catch (cause) {
    return storeFailed(cause);
  }
  return then(state, added, recorded, storeFailed);
}

function recorded(state: DeliveryState, added: boolean): void {
  state.duplicate = !added;
}

function storeFailed(cause: unknown): never {
  throw new DedupeStoreError({ cause });
}

// 10. dispatch: every matching handler (the unknown-event handlers for an unknown name), all
// started at once, then waited for. A failure is reported and answered 500, and the digest is
// dropped from the dedupe store so the platform's retry runs again. With `handlerTimeoutMs`,
// slow handlers are left running and the answer is a 202.
type Handler = (delivery: never, context: DeliveryContext) => unknown;

function dispatch(state: DeliveryState): void | Promise<void> {
  if (state.duplicate) return;
  const { receiver, delivery } = state;
  const handlers = receiver.registry.handlersFor(delivery!.event) as readonly Handler[];
  state.handled = handlers.length;
  if (handlers.length === 0) return;
  const context: DeliveryContext = {
    headers: state.input.headers,
    verified: state.verified,
    verifiedOver: state.verifiedOver,
    issues: state.issues,
    drift: state.drift,
  };
  let pending: Promise<unknown>[] | undefined;
  let failure: { cause: unknown } | undefined;
  const { telemetry } = state;
  if (telemetry) telemetry.handlersStarted = performance.now();
  for (const handler of handlers) {
    try {
      const returned = telemetry
        ? inDeliveryContext(telemetry, () => handler(delivery as never, context))
        : handler(delivery as never, context);
      // Stryker disable next-line ArrayDeclaration: a value that is not a promise settles at once, as fulfilled
      if (isThenable(returned)) (pending ??= []).push(Promise.resolve(returned));
    } catch (cause) {
      failure ??= { cause };
    }
  }
  if (!pending) {
    if (failure) state.handlerError = handlerFailed(state, failure.cause);
    return;
  }
  const settled = Promise.allSettled(pending).then((outcomes) => {
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.cause;
    if (rejected) throw rejected.reason;
  });
  const { handlerTimeoutMs } = receiver;
  if (handlerTimeoutMs === undefined)
    return settled.catch((cause: unknown) => {
      state.handlerError = handlerFailed(state, cause);
    });
  return waitAtMost(state, settled, handlerTimeoutMs);
}

// Waits for the handlers at most `timeoutMs`: past it they are left running, their late
// failures still reach onError and the logger, and the answer is a 202.
async function waitAtMost(
  state: DeliveryState,
  settled: Promise<void>,
  timeoutMs: number,
): Promise<void> {
  try {
    await withTimeout(settled, timeoutMs, outlasted);
  } catch (cause) {
    if (cause !== OUTLASTED) {
      state.handlerError = handlerFailed(state, cause);
      return;
    }
    settled.catch((late: unknown) => handlerFailed(state, late));
    state.pending = true;
  }
}

// Stryker disable next-line StringLiteral: never shown; only compared by identity
const OUTLASTED = new Error('handlers outlasted handlerTimeoutMs');
// A declaration, not an arrow in a const: the mutation run credits a module-level value only to
// tests that import the module afresh (see warningText in receiver.ts).
function outlasted(): Error {
  return OUTLASTED;
}

// Reports a handler's failure and forgets the body's digest, so the platform's retry runs again.
function handlerFailed(state: DeliveryState, cause: unknown): HandlerError {
  const { receiver, delivery, dedupeKey } = state;
  const error = new HandlerError(delivery!.event, { cause });
  reportError(receiver, error, delivery);
  // a digest is recorded only when there is a store
  if (dedupeKey !== undefined)
    void Promise.resolve(receiver.dedupe!.delete(dedupeKey)).catch(() => {});
  return error;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

// 11. answer: the result once every step ran: 200 (a plain one shares `OK_BODY`), 200
// `duplicate`, 200 `unknownEvent`, 202 when handlers outlast `handlerTimeoutMs`, or the
// handler failure's 500.
function answer(state: DeliveryState): ReceiveResult {
  const { delivery, verifiedOver } = state;
  const result: ReceiveResult = {
    status: 200,
    body: OK_BODY,
    delivery: delivery!,
    verified: state.verified,
    handled: state.handled,
    drift: [...state.drift],
  };
  if (verifiedOver) result.verifiedOver = verifiedOver;
  if (state.duplicate) {
    result.body = { ok: true, duplicate: true };
    result.duplicate = true;
    return finish(state, result);
  }
  if (!state.known) {
    result.unknownEvent = true;
    result.body = { ok: true, unknownEvent: delivery!.event };
  }
  if (state.issues.length) result.issues = [...state.issues];
  if (state.pending) {
    result.status = 202;
    result.body = { ok: true, pending: true };
  } else if (state.handlerError) {
    result.status = state.handlerError.status;
    result.body = errorBody(state.handlerError);
    result.error = state.handlerError;
  }
  return finish(state, result);
}

// The result of a failure, with what the delivery got to: a `ReceiverError` keeps its status,
// anything else becomes a 500 `InternalReceiverError`; either way the logger and `onError` hear.
function failedResult(state: DeliveryState, thrown: unknown): ReceiveResult {
  const error =
    thrown instanceof ReceiverError ? thrown : new InternalReceiverError({ cause: thrown });
  const { delivery, verifiedOver } = state;
  reportError(state.receiver, error, delivery);
  const result: ReceiveResult = {
    status: error.status,
    body: errorBody(error),
    error,
    verified: state.verified,
    handled: 0,
    drift: [...state.drift],
  };
  if (delivery) result.delivery = delivery;
  if (verifiedOver) result.verifiedOver = verifiedOver;
  return finish(state, result);
}

// The delivery's span and metric points, when an OpenTelemetry SDK is registered.
function finish(state: DeliveryState, result: ReceiveResult): ReceiveResult {
  const { telemetry, body } = state;
  if (!telemetry) return result;
  endDelivery(telemetry, {
    event: state.delivery?.event,
    known: state.known,
    outcome: outcomeOf(result),
    status: result.status,
    verified: state.verified,
    validation:
      state.issues.length > 0 || result.error instanceof SchemaValidationError
        ? 'invalid'
        : state.validated
          ? 'valid'
          : 'not_checked',
    driftCount: state.drift.length,
    bodySize: typeof body === 'string' ? utf8ByteLength(body) : body.byteLength,
    error: result.error,
  });
  return result;
}

// Helpers of the steps above.

/**
 * Reads one header in any letter case; repeated headers are joined with `, ` as node:http does.
 *
 * @example
 * ```ts
 * import { readHeader } from '@designhooks/receiver';
 * readHeader({ 'Content-Type': 'application/json' }, 'content-type'); // 'application/json'
 * readHeader(new Headers({ 'x-a': '1' }), 'X-A'); // '1'
 * ```
 */
export function readHeader(headers: HeadersInput, name: string): string | undefined {
  if (typeof headers.get === 'function')
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  // node:http lowercases names already, and callers pass lowercase names: the hot path.
  let value = record[name];
  // Stryker disable next-line ConditionalExpression: lowercasing a name already found finds it again
  const lower = value === undefined ? name.toLowerCase() : name;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a fast path; the loop below finds the same key
  if (value === undefined) value = record[lower];
  if (value === undefined) {
    for (const key of Object.keys(record)) {
      if (key.toLowerCase() === lower) {
        value = record[key];
        break;
      }
    }
  }
  if (value === undefined || typeof value === 'string') return value;
  return value.length ? value.join(', ') : undefined;
}

/**
 * The UTF-8 size of a string in bytes, as `Buffer.byteLength` counts it (a lone surrogate is
 * the 3-byte replacement character), without Node's Buffer: the root and /fetch entries run
 * where there is none.
 *
 * @example
 * ```ts
 * import { utf8ByteLength } from './pipeline.ts'; // internal; checkSize and toHttpAnswer count with it
 * utf8ByteLength('é😀'); // 6
 * ```
 */
export function utf8ByteLength(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    // A high surrogate before a low one adds nothing: the pair's 4 bytes are its 2 units plus
    // the 2 the low one adds. Past the end charCodeAt is NaN, never a low surrogate.
    else if ((code & 0xfc00) !== 0xd800 || (text.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) bytes += 2;
  }
  return bytes;
}

/** The body of a plain 200, shared so adapters can send its serialisation without work. */
export const OK_BODY: ResponseBody = Object.freeze({ ok: true });
/** `OK_BODY` serialised. */
export const OK_JSON = '{"ok":true}';

/** The most of a failure's own message a log line carries (a stack is the logger's to print). */
const MAX_CAUSE_CHARS = 300;

// The small JSON body answering a failure: its code and one-line message; for a 422, the failing
// paths too. Nothing internal (a handler's error, a stack) is ever included.
function errorBody(error: ReceiverError): ResponseBody {
  const body: ResponseBody = { ok: false, error: { code: error.code, message: error.message } };
  if (error instanceof SchemaValidationError)
    body.issues = error.issues.slice(0, MAX_RESPONSE_ISSUES);
  return body;
}

// Tells the logger and every `onError` handler: server-side failures (5xx) as errors with their
// cause, rejections (4xx) at debug level. A throwing or rejecting `onError` handler is logged,
// never propagated.
function reportError(
  receiver: ReceiverState,
  error: ReceiverError,
  delivery: UnknownDelivery | undefined,
): void {
  const { logger } = receiver;
  if (error.status >= 500)
    logger.error(`[designhooks] ${error.message}${causeText(error.cause)}`, error.cause ?? error);
  else {
    const { diagnosis } = error as { diagnosis?: SignatureDiagnosis };
    const why = diagnosis ? ` (${diagnosis.code}: ${diagnosis.message} Fix: ${diagnosis.fix})` : '';
    logger.debug?.(`[designhooks] rejected with ${error.status}: ${error.message}${why}`);
  }
  for (const handler of receiver.errorHandlers) {
    try {
      const returned = handler(error, delivery);
      // Stryker disable next-line ConditionalExpression: catching a value that is not a promise catches nothing
      if (isThenable(returned))
        Promise.resolve(returned).catch((failure: unknown) =>
          logger.error(`[designhooks] an onError handler failed${causeText(failure)}`, failure),
        );
    } catch (failure) {
      logger.error(`[designhooks] an onError handler failed${causeText(failure)}`, failure);
    }
  }
}

// Why it failed, in the line itself: loggers that take one string and drop further arguments
// (pino, so Fastify's `request.log`) would otherwise log that a handler failed and nothing of why.
function causeText(cause: unknown): string {
  const text = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
  return text ? `: ${terminalSafe(text.slice(0, MAX_CAUSE_CHARS), { oneLine: true })}` : '';
}
