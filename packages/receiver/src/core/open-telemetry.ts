import { importOpenTelemetry } from '#open-telemetry/import';
import type { ReceiveResult } from './types.ts';
import { PACKAGE_VERSION } from '../package-version.ts';

// The receiver's link to OpenTelemetry: `@opentelemetry/api` is an optional peer dependency.
// It is looked for once, when a receiver is made after something was registered with
// OpenTelemetry, else at the first delivery after that (node, Deno, Bun; not the web build,
// whose bundlers would fail on a missing optional module: pass it as an option there). Absent,
// or present with nothing registered, a delivery costs a global property read or two and
// allocates nothing. Once something is registered, the providers' identities are checked per
// delivery, and the tracer and instruments are made once per registered provider.

/** An OpenTelemetry context, opaque here. */
export type OtelContext = object;

/** The part of an OpenTelemetry span the receiver uses. */
export interface OtelSpan {
  setAttribute(key: string, value: string | number | boolean): unknown;
  setStatus(status: { code: number; message?: string }): unknown;
  recordException(exception: Error | string): void;
  end(): void;
  isRecording(): boolean;
}

/** The part of an OpenTelemetry tracer the receiver and the queue use. */
export interface OtelTracer {
  startSpan(
    name: string,
    options?: { kind?: number; attributes?: Record<string, string | number | boolean> },
    context?: OtelContext,
  ): OtelSpan;
}

interface OtelTracerProvider {
  getTracer(name: string, version?: string): OtelTracer;
  /** ProxyTracerProvider (the global one): the registered SDK's provider, or the no-op one. */
  getDelegate?(): unknown;
  /** ProxyTracerProvider: a tracer of the registered SDK, undefined when none is registered. */
  getDelegateTracer?(name: string, version?: string): OtelTracer | undefined;
}

interface OtelMeter {
  createCounter(
    name: string,
    options?: { description?: string; unit?: string },
  ): { add(value: number, attributes?: Record<string, string>): void };
  createHistogram(
    name: string,
    options?: {
      description?: string;
      unit?: string;
      advice?: { explicitBucketBoundaries?: number[] };
    },
  ): { record(value: number, attributes?: Record<string, string>): void };
}

/**
 * The part of `@opentelemetry/api` the receiver and the queue use: pass the module itself,
 * `import * as api from '@opentelemetry/api'`, as the `openTelemetry` option.
 *
 * @example
 * ```ts
 * import * as api from '@opentelemetry/api';
 * import { createReceiver, type OpenTelemetryApi } from '@designhooks/receiver';
 * const openTelemetry: OpenTelemetryApi = api;
 * const receiver = createReceiver({ secret: process.env.SIGNING_KEY, openTelemetry });
 * ```
 */
export interface OpenTelemetryApi {
  trace: {
    getTracer(name: string, version?: string): OtelTracer;
    getTracerProvider(): OtelTracerProvider;
    setSpan(context: OtelContext, span: OtelSpan): OtelContext;
  };
  context: {
    active(): OtelContext;
    with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
      context: OtelContext,
      fn: F,
      thisArg?: ThisParameterType<F>,
      ...args: A
    ): ReturnType<F>;
    bind<T>(context: OtelContext, target: T): T;
  };
  metrics: { getMeterProvider(): { getMeter(name: string, version?: string): OtelMeter } };
  propagation: {
    inject(context: OtelContext, carrier: Record<string, string>): void;
    extract(context: OtelContext, carrier: Record<string, string>): OtelContext;
  };
  /** The no-op meter's factory (a named export of the module), to tell it from an SDK's meter. */
  createNoopMeter?(): unknown;
}

/**
 * Every span, attribute and metric name the receiver and the queue write, and the value of
 * `designhooks.outcome` for each way a delivery can end (docs/going-to-production.md has the
 * table).
 *
 * @example
 * ```ts
 * import { TELEMETRY } from '@designhooks/receiver';
 * TELEMETRY.spans.delivery; // 'designhooks.delivery'
 * ```
 */
export const TELEMETRY = Object.freeze({
  scope: '@designhooks/receiver',
  spans: {
    delivery: 'designhooks.delivery',
    enqueue: 'designhooks.enqueue',
    job: 'designhooks.job',
  },
  attributes: {
    event: 'designhooks.event.name',
    outcome: 'designhooks.outcome',
    verified: 'designhooks.verified',
    validation: 'designhooks.validation',
    driftCount: 'designhooks.drift.count',
    bodySize: 'designhooks.body.size',
    status: 'designhooks.response.status_code',
    errorType: 'error.type',
    jobId: 'designhooks.job.id',
    jobAttempt: 'designhooks.job.attempt',
    queue: 'designhooks.job.queue',
  },
  metrics: {
    deliveries: 'designhooks.deliveries',
    duration: 'designhooks.delivery.duration',
    handlerDuration: 'designhooks.handler.duration',
  },
  /**
   * The bucket boundaries both duration histograms advise, in seconds: the semantic conventions'
   * for HTTP durations (5 ms to 10 s) with 0.5, 1 and 2.5 ms below them, where a receiver's own
   * time usually falls. Without advice an SDK uses buckets made for milliseconds (0, 5, 10, 25,
   * ... 10 000), and every delivery lands in the first non-zero one.
   */
  durationBucketsSeconds: Object.freeze([
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5,
    10,
  ]),
  outcomes: {
    handled: 'handled',
    pending: 'pending',
    duplicate: 'duplicate',
    unknownEvent: 'unknown_event',
    unverified: 'unverified',
    invalid: 'invalid',
    malformed: 'malformed',
    outsideReplayWindow: 'outside_replay_window',
    tooLarge: 'too_large',
    badRequest: 'bad_request',
    handlerError: 'handler_error',
    internalError: 'internal_error',
  },
} as const);

/** A value of `designhooks.outcome`. */
export type DeliveryOutcome = (typeof TELEMETRY.outcomes)[keyof typeof TELEMETRY.outcomes];

/** OpenTelemetry's numeric span kinds and status codes, stable across API versions. */
export const SPAN_KIND = { internal: 0, server: 1, client: 2, producer: 3, consumer: 4 } as const;
const STATUS_ERROR = 2;

let loaded: OpenTelemetryApi | undefined;
let loading: Promise<OpenTelemetryApi | undefined> | undefined;

/**
 * Looks for `@opentelemetry/api` (once; node, Deno and Bun builds) and resolves to it, or to
 * undefined when it is not installed or on the web build. Receivers call it when made, so the
 * module is there before their first request; the queue package calls it too.
 *
 * @example
 * ```ts
 * import { loadOpenTelemetry } from '@designhooks/receiver';
 * const api = await loadOpenTelemetry(); // undefined without @opentelemetry/api
 * ```
 */
export function loadOpenTelemetry(): Promise<OpenTelemetryApi | undefined> {
  loading ??= importOpenTelemetry().then((api) => (loaded = api));
  return loading;
}

// Where @opentelemetry/api (every 1.x copy) keeps what an application registers with it: a
// tracer or meter provider, a context manager, a propagator. Absent until something is.
const REGISTRATIONS = Symbol.for('opentelemetry.js.api.1');

/**
 * Whether the receiver should look for `@opentelemetry/api` now: something is registered with
 * OpenTelemetry in this process (an SDK, a context manager), or `loadOpenTelemetry()` was
 * called. Why: with nothing registered there is nothing to record, and looking for an optional
 * package that is not installed costs a cold start about a millisecond of Node's resolver.
 */
export function openTelemetryInUse(): boolean {
  return loading !== undefined || somethingRegistered();
}

// Whether anything was ever registered with any copy of the API in this process: one property
// read, where asking the API for its providers is a few calls.
function somethingRegistered(): boolean {
  return (globalThis as Record<symbol, unknown>)[REGISTRATIONS] !== undefined;
}

/** The auto-loaded API, once its import has settled (undefined before, and when absent). */
export function loadedOpenTelemetry(): OpenTelemetryApi | undefined {
  return loaded;
}

/**
 * The tracer and instruments of one API copy, made once per registered provider. Why: a
 * global lookup per delivery is all the no-SDK case may cost; a meter or tracer made before the
 * application registers its SDK would stay a no-op forever.
 */
export class Telemetry {
  private tracerDelegate: unknown = NOT_SEEN;
  private tracer: OtelTracer | undefined;
  private meterProvider: unknown = NOT_SEEN;
  private instruments: Instruments | undefined;

  constructor(readonly api: OpenTelemetryApi) {}

  /** The tracer of the registered SDK, or undefined while none is. */
  activeTracer(): OtelTracer | undefined {
    // With nothing registered, the API's providers are its no-op ones: nothing to ask them.
    if (!somethingRegistered()) return undefined;
    const provider = this.api.trace.getTracerProvider();
    const delegate = provider.getDelegate ? provider.getDelegate() : provider;
    if (delegate !== this.tracerDelegate) {
      this.tracerDelegate = delegate;
      this.tracer = provider.getDelegateTracer
        ? provider.getDelegateTracer(TELEMETRY.scope, PACKAGE_VERSION)
        : provider.getTracer(TELEMETRY.scope, PACKAGE_VERSION);
    }
    return this.tracer;
  }

  /** The receiver's instruments on the registered meter provider, or undefined while none is. */
  activeInstruments(): Instruments | undefined {
    if (!somethingRegistered()) return undefined;
    const provider = this.api.metrics.getMeterProvider();
    if (provider !== this.meterProvider) {
      this.meterProvider = provider;
      const meter = provider.getMeter(TELEMETRY.scope, PACKAGE_VERSION);
      this.instruments =
        meter === this.api.createNoopMeter?.() ? undefined : createInstruments(meter);
    }
    return this.instruments;
  }

  /**
   * `fn` bound to the context active now, when a tracer is registered; else `fn` itself. Why:
   * node:http adapters read the body in stream callbacks, which run outside the caller's context.
   */
  carryContext<F>(fn: F): F {
    if (!this.activeTracer()) return fn;
    return this.api.context.bind(this.api.context.active(), fn);
  }
}

const NOT_SEEN = Symbol('not seen');

interface Instruments {
  deliveries: ReturnType<OtelMeter['createCounter']>;
  duration: ReturnType<OtelMeter['createHistogram']>;
  handlerDuration: ReturnType<OtelMeter['createHistogram']>;
}

function createInstruments(meter: OtelMeter): Instruments {
  const { metrics } = TELEMETRY;
  // A copy: the API's type takes a mutable array, and an SDK may keep what it is given.
  const advice = { explicitBucketBoundaries: [...TELEMETRY.durationBucketsSeconds] };
  return {
    deliveries: meter.createCounter(metrics.deliveries, {
      description: 'Deliveries received, by event and outcome',
      unit: '{delivery}',
    }),
    duration: meter.createHistogram(metrics.duration, {
      description: 'Time from the start of the receive pipeline to its answer',
      unit: 's',
      advice,
    }),
    handlerDuration: meter.createHistogram(metrics.handlerDuration, {
      description:
        "Time a delivery's handlers took (up to the 202 when they outlast handlerTimeoutMs)",
      unit: 's',
      advice,
    }),
  };
}

/** What a delivery's telemetry holds between its start and its answer. */
export interface DeliveryTelemetry {
  span: OtelSpan | undefined;
  /** The context handlers run in: the delivery span's. */
  context: OtelContext | undefined;
  instruments: Instruments | undefined;
  api: OpenTelemetryApi;
  started: number;
  handlersStarted: number | undefined;
}

/**
 * Starts a delivery's span (a child of the active context) and clock, or returns undefined,
 * allocating nothing, when no SDK is registered.
 */
export function startDelivery(telemetry: Telemetry | undefined): DeliveryTelemetry | undefined {
  if (telemetry === undefined) return undefined;
  const tracer = telemetry.activeTracer();
  const instruments = telemetry.activeInstruments();
  if (tracer === undefined && instruments === undefined) return undefined;
  const { api } = telemetry;
  let span: OtelSpan | undefined;
  let context: OtelContext | undefined;
  if (tracer) {
    const parent = api.context.active();
    span = tracer.startSpan(TELEMETRY.spans.delivery, { kind: SPAN_KIND.internal }, parent);
    context = api.trace.setSpan(parent, span);
  }
  return {
    span,
    context,
    instruments,
    api,
    started: performance.now(),
    handlersStarted: undefined,
  };
}

/** Runs `fn` (a handler) in the delivery span's context, so the spans it starts are children. */
export function inDeliveryContext<T>(delivery: DeliveryTelemetry, fn: () => T): T {
  return delivery.context ? delivery.api.context.with(delivery.context, fn) : fn();
}

/** What the answer says about a delivery, for its span and metrics. */
export interface DeliveryFacts {
  event: string | undefined;
  known: boolean;
  outcome: DeliveryOutcome;
  status: number;
  verified: boolean;
  validation: 'valid' | 'invalid' | 'not_checked';
  driftCount: number;
  bodySize: number;
  error: (Error & { code?: string; cause?: unknown }) | undefined;
}

/** Event names come from the network: a span keeps this many characters of an unknown one. */
const EVENT_NAME_CHARS = 100;

/** Ends a delivery's span with its attributes and status, and records its metric points. */
export function endDelivery(delivery: DeliveryTelemetry, facts: DeliveryFacts): void {
  const seconds = (performance.now() - delivery.started) / 1000;
  const { span, instruments } = delivery;
  const names = TELEMETRY.attributes;
  if (span?.isRecording()) {
    if (facts.event !== undefined)
      span.setAttribute(names.event, facts.event.slice(0, EVENT_NAME_CHARS));
    span.setAttribute(names.outcome, facts.outcome);
    span.setAttribute(names.verified, facts.verified);
    span.setAttribute(names.validation, facts.validation);
    span.setAttribute(names.driftCount, facts.driftCount);
    span.setAttribute(names.bodySize, facts.bodySize);
    span.setAttribute(names.status, facts.status);
    if (facts.status >= 500) {
      const { error } = facts;
      if (error) {
        span.setAttribute(names.errorType, error.code ?? error.name);
        const cause = error.cause instanceof Error ? error.cause : error;
        span.recordException(cause);
      }
      span.setStatus({ code: STATUS_ERROR, message: error?.message ?? 'failed' });
    }
  }
  span?.end();
  if (!instruments) return;
  // Metric attributes stay few: an unknown event name from the network is `_OTHER`.
  const attributes = {
    [names.event]: facts.event === undefined ? '' : facts.known ? facts.event : '_OTHER',
    [names.outcome]: facts.outcome,
  };
  instruments.deliveries.add(1, attributes);
  instruments.duration.record(seconds, attributes);
  if (delivery.handlersStarted !== undefined)
    instruments.handlerDuration.record(
      (performance.now() - delivery.handlersStarted) / 1000,
      attributes,
    );
}

const { outcomes } = TELEMETRY;
const OUTCOME_OF_ERROR: Readonly<Record<string, DeliveryOutcome>> = {
  signature_missing: outcomes.unverified,
  signature_mismatch: outcomes.unverified,
  schema_validation_failed: outcomes.invalid,
  invalid_json: outcomes.malformed,
  invalid_envelope: outcomes.malformed,
  body_read_failed: outcomes.malformed,
  outside_replay_window: outcomes.outsideReplayWindow,
  payload_too_large: outcomes.tooLarge,
  handler_failed: outcomes.handlerError,
};

// The `designhooks.outcome` of a result: one documented value per way a delivery can end.
export function outcomeOf(result: ReceiveResult): DeliveryOutcome {
  const { error } = result;
  if (error) {
    const known = OUTCOME_OF_ERROR[error.code];
    if (known) return known;
    return error.status >= 500 ? outcomes.internalError : outcomes.badRequest;
  }
  if (result.duplicate) return outcomes.duplicate;
  if (result.unknownEvent) return outcomes.unknownEvent;
  if (result.status === 202) return outcomes.pending;
  return outcomes.handled;
}
