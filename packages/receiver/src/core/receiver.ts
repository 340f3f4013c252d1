import { DEFAULT_SERVICE, DIAGNOSES_PER_MINUTE, MAX_BODY_BYTES } from '../constants.ts';
import { signatureHeader } from '../crypto/signature-header.ts';
import { createHandlerRegistry } from './handler-registry.ts';
import { memoryDedupeStore } from './memory-dedupe-store.ts';
import {
  loadedOpenTelemetry,
  loadOpenTelemetry,
  openTelemetryInUse,
  Telemetry,
  type OpenTelemetryApi,
} from './open-telemetry.ts';
import { receiveDelivery } from './pipeline.ts';
import type {
  ReceiveInput,
  ReceiveResult,
  Receiver,
  ReceiverOptions,
  ReceiverState,
  ReceiverWarning,
} from './types.ts';

// The text of each one-time warning. A function rather than a module-level table: the mutation
// run's per-test coverage credits a module-level value only to tests that import the module
// afresh, so the tests that read these texts would never be run against their mutants.
function warningText(kind: ReceiverWarning): string {
  switch (kind) {
    case 'unverified':
      return 'no secret configured: deliveries are accepted without signature verification';
    case 'reserialized':
      return (
        "the request body was parsed before the webhook receiver (express.json(), a Next.js API route's bodyParser or another parser ran first): " +
        'the signature is checked over JSON.stringify(req.body), which fails when the platform escapes characters ' +
        'such as < > &. Mount expressMiddleware(receiver) on its route before any body parser, e.g. ' +
        "app.post('/webhooks', expressMiddleware(receiver)) above app.use(express.json()); in a Next.js API route, " +
        'export const config = { api: { bodyParser: false } }; or have the parser keep ' +
        'the bytes in req.rawBody: express.json({ verify: (req, res, bytes) => { req.rawBody = bytes } })'
      );
  }
}

/**
 * Creates a receiver for the platform's webhooks: it verifies the signature, parses the
 * envelope, validates the payload against its event's JSON Schema and routes it to handlers
 * typed by event name. Serve it with `nodeHandler`, `expressMiddleware` or `fetchHandler`, or
 * call `receive` yourself.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
 * receiver.on('project.updated', async (delivery) => {
 *   console.log('renamed to', delivery.data.object.name);
 * });
 * receiver.on('branch.*', (delivery) => console.log(delivery.event));
 * receiver.onUnknown((delivery) => console.log('new event name', delivery.event));
 * ```
 */
export function createReceiver(options: ReceiverOptions = {}): Receiver {
  const state = createReceiverState(options);
  const receiver: Receiver = {
    service: state.service,
    maxBodyBytes: state.maxBodyBytes,
    on(events, handler) {
      state.registry.add(events, handler);
      return receiver;
    },
    onAny(handler) {
      state.registry.addAny(handler);
      return receiver;
    },
    onUnknown(handler) {
      state.registry.addUnknown(handler);
      return receiver;
    },
    onError(handler) {
      state.errorHandlers.push(handler);
      return receiver;
    },
    receive(input) {
      try {
        return Promise.resolve(receiveDelivery(state, input));
      } catch (error) {
        return Promise.reject(error); // only a throwing logger gets here
      }
    },
  };
  states.set(receiver, state);
  return receiver;
}

/**
 * Resolves `createReceiver` options into the receiver's state, checking them: a bad option
 * throws a TypeError naming it.
 *
 * @example
 * ```ts
 * import { createReceiverState } from './receiver.ts'; // internal
 * createReceiverState({ secret: 'key' }).signatureHeader; // 'Abstract-Webhooks-Signature'
 * ```
 */
export function createReceiverState(options: ReceiverOptions = {}): ReceiverState {
  const {
    secret,
    service = DEFAULT_SERVICE,
    validation = 'reject',
    maxBodyBytes = MAX_BODY_BYTES,
  } = options;
  const secrets =
    secret === undefined ? undefined : typeof secret === 'string' ? [secret] : [...secret];
  if (secrets && (secrets.length === 0 || secrets.some((s) => typeof s !== 'string' || s === ''))) {
    throw new TypeError(
      'secret must be a non-empty string or a non-empty list of non-empty strings',
    );
  }
  if (!['reject', 'warn', 'off'].includes(validation))
    throw new TypeError("validation must be 'reject', 'warn' or 'off'");
  positive('maxBodyBytes', maxBodyBytes);
  positive('replayWindowSeconds', options.replayWindowSeconds);
  positive('handlerTimeoutMs', options.handlerTimeoutMs);
  const logger = options.logger ?? { warn: console.warn, error: console.error };
  const warned = new Set<string>();
  const state: ReceiverState = {
    service,
    secrets,
    signatureHeader: signatureHeader(service),
    // Stryker disable next-line MethodExpression: readHeader finds any case; lowercase is its fast path
    signatureHeaderKey: signatureHeader(service).toLowerCase(),
    validation,
    maxBodyBytes,
    replayWindowSeconds: options.replayWindowSeconds,
    dedupe: options.dedupe === true ? memoryDedupeStore() : options.dedupe || undefined,
    logger,
    now: options.now ?? Date.now,
    handlerTimeoutMs: options.handlerTimeoutMs,
    diagnosesPerMinute: diagnosesPerMinute(options.diagnoseSignatures),
    // Stryker disable next-line ObjectLiteral: the first failure's minute is never 0, so it sets both
    diagnosed: { minute: 0, count: 0 },
    registry: createHandlerRegistry(),
    errorHandlers: [],
    driftsWarned: new Set(),
    warnOnce(kind) {
      if (warned.has(kind)) return;
      warned.add(kind);
      logger.warn(`[designhooks] ${warningText(kind)}`);
    },
    telemetry: options.openTelemetry ? telemetryOf(options.openTelemetry) : undefined,
    // Present on every state, so that every receiver's state has one shape (the pipeline's
    // property reads stay monomorphic with receivers made with and without openTelemetry: false).
    lookForOpenTelemetry: undefined,
  };
  if (options.openTelemetry === undefined) lookForOpenTelemetry(state);
  return state;
}

// The installed API, imported once something is registered with OpenTelemetry: at once when it
// is already (an SDK registered before the receiver is made, as docs/going-to-production.md
// shows), else at the first delivery after it is. Deliveries before the import settles are not
// traced. Why not always at once: without a registration there is nothing to record, and an
// app without the optional peer would pay for Node's failed lookup in every cold start.
function lookForOpenTelemetry(state: ReceiverState): void {
  const look = () =>
    void loadOpenTelemetry().then((api) => {
      if (api) state.telemetry = telemetryOf(api);
    });
  if (openTelemetryInUse()) return look();
  state.lookForOpenTelemetry = () => {
    if (!openTelemetryInUse()) return;
    // Stryker disable next-line BlockStatement: only spares later deliveries the check; look() is idempotent
    state.lookForOpenTelemetry = undefined;
    look();
  };
}

// One Telemetry per API copy, so every receiver shares its tracer and instruments.
const telemetries = new WeakMap<OpenTelemetryApi, Telemetry>();
function telemetryOf(api: OpenTelemetryApi): Telemetry {
  let telemetry = telemetries.get(api);
  // Stryker disable next-line ConditionalExpression: a new Telemetry records the same; sharing one saves its lookups
  if (!telemetry) telemetries.set(api, (telemetry = new Telemetry(api)));
  return telemetry;
}

/**
 * The OpenTelemetry link of a receiver made by `createReceiver` (undefined for others, or while
 * none is found), for the node adapter to carry the caller's context across body reads.
 */
export function telemetryOfReceiver(receiver: Receiver): Telemetry | undefined {
  const state = states.get(receiver);
  return state ? state.telemetry : sharedTelemetry();
}

// A receiver not made here (the queue's wrapper) still gets the auto-loaded API's context carried.
function sharedTelemetry(): Telemetry | undefined {
  const api = loadedOpenTelemetry();
  return api ? telemetryOf(api) : undefined;
}

// `diagnoseSignatures` as a count a minute: true is the default bound, false none, a number
// (a whole one, or Infinity) that bound.
function diagnosesPerMinute(option: boolean | number | undefined): number {
  if (option === undefined || option === true) return DIAGNOSES_PER_MINUTE;
  if (option === false) return 0;
  if (option === Number.POSITIVE_INFINITY || (Number.isInteger(option) && option >= 0))
    return option;
  throw new TypeError('diagnoseSignatures must be true, false, a whole number from 0, or Infinity');
}

function positive(name: string, value: number | undefined): void {
  // Number.isFinite is false for anything that is not a number: no typeof check needed
  if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
    throw new TypeError(`${name} must be a positive number`);
  }
}

// The state behind each receiver createReceiver made, for receiveNow: a WeakMap, so the public
// Receiver interface carries no internal member.
const states = new WeakMap<Receiver, ReceiverState>();

/**
 * What the adapters call: the receiver's pipeline, which returns the result itself when every
 * step was synchronous (no promise, no microtask before answering), else a promise of it. A
 * receiver not made by `createReceiver` (a wrapper, a test double) goes through its `receive`.
 *
 * @example
 * ```ts
 * import { receiveNow } from './receiver.ts'; // internal
 * const result = receiveNow(createReceiver(), { body: '[]', headers: {} }); // { status: 400, ... }
 * ```
 */
export function receiveNow(
  receiver: Receiver,
  input: ReceiveInput,
): ReceiveResult | Promise<ReceiveResult> {
  const state = states.get(receiver);
  return state ? receiveDelivery(state, input) : receiver.receive(input);
}
