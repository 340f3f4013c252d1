import type { EventName, EventPayloadMap, WebhookDelivery } from '@designhooks/types';
import type { Drift } from '../contract/detect-drift.ts';
import type { UnknownDelivery } from '../contract/parse-delivery.ts';
import type { ReceiverError, ValidationIssue } from '../errors.ts';
import type { HandlerRegistry } from './handler-registry.ts';
import type { OpenTelemetryApi, Telemetry } from './open-telemetry.ts';

/** Request headers as node:http gives them (a record), or a fetch `Headers`-like object. */
export type HeadersInput =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null };

/** What to do with a payload that fails its event schema. */
export type ValidationMode = 'reject' | 'warn' | 'off';

/** Where the receiver writes; `console` fits. Rejections go to `debug`, failures to `error`. */
export interface ReceiverLogger {
  debug?(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Remembers delivery digests for deduplication; the default keeps the last 10,000 in memory.
 *
 * @example
 * ```ts
 * import type { DedupeStore } from '@designhooks/receiver';
 * const seen = new Set<string>();
 * const store: DedupeStore = { add: (key) => !seen.has(key) && !!seen.add(key), delete: (key) => void seen.delete(key) };
 * ```
 */
export interface DedupeStore {
  /** Records `key` and returns true, or returns false when it is already recorded. */
  add(key: string): boolean | Promise<boolean>;
  /** Forgets `key`, so the platform's retry of a delivery whose handler failed runs again. */
  delete(key: string): void | Promise<void>;
}

/**
 * Options of `createReceiver`; every one is optional.
 *
 * @example
 * ```ts
 * import { createReceiver, type ReceiverOptions } from '@designhooks/receiver';
 * const options: ReceiverOptions = { secret: process.env.SIGNING_KEY, validation: 'warn', dedupe: true };
 * const receiver = createReceiver(options);
 * ```
 */
export interface ReceiverOptions {
  /** Signing key, or several during a rotation. Unset: deliveries are accepted unverified. */
  secret?: string | readonly string[] | undefined;
  /** Service name the header names derive from. Default `Abstract`. */
  service?: string;
  /** Schema validation: `reject` (422, default), `warn` (log and handle), `off`. */
  validation?: ValidationMode;
  /** Largest body accepted, in bytes. Default 5 MiB (`MAX_BODY_BYTES`). */
  maxBodyBytes?: number;
  /** Reject deliveries whose `createdAt` is further than this from now. Off by default. */
  replayWindowSeconds?: number;
  /** Acknowledge repeated bodies without running handlers again. `true`: in-memory store. */
  dedupe?: boolean | DedupeStore;
  /** Default: warnings and errors to the console. */
  logger?: ReceiverLogger;
  /** Clock for the replay window, in epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Answer 202 when handlers take longer than this, and let them finish. Off by default. */
  handlerTimeoutMs?: number;
  /**
   * OpenTelemetry: by default the receiver traces and counts deliveries through
   * `@opentelemetry/api` when it is installed and an SDK is registered (node, Deno, Bun).
   * `false` turns that off; the API module itself (`import * as api from '@opentelemetry/api'`)
   * turns it on where it is not looked for (the web build: Workers, browsers).
   */
  openTelemetry?: false | OpenTelemetryApi;
  /**
   * After a failed signature check, say why on the error (`error.diagnosis`, see
   * `explainSignature`) and in the logger's line; never in the 401 answer. `true` (the
   * default): at most `DIAGNOSES_PER_MINUTE` (10) failures a clock minute, so forged requests
   * cost the check's one HMAC each, not the doctor's few dozen; a number: at most that many a
   * minute (`Infinity`: every failure, for a development tool); `false`: none.
   */
  diagnoseSignatures?: boolean | number;
}

/** The resource part of event names: `project`, `branch`, `commits`, `comment`. */
export type EventResource = EventName extends `${infer R}.${string}` ? R : never;

/** What `on` accepts: an event name, or `resource.*` for every event of a resource. */
export type EventPattern = EventName | `${EventResource}.*`;

/** The event names a pattern stands for. */
export type EventsMatching<P extends EventPattern> = P extends `${infer R}.*`
  ? Extract<EventName, `${R}.${string}`>
  : Extract<P, EventName>;

/** Facts about the request, handed to every handler beside the delivery. */
export interface DeliveryContext {
  /** The request headers, as given. */
  headers: HeadersInput;
  /** True when the signature was checked and matched; false when no secret is configured. */
  verified: boolean;
  /** What the signature was checked over: the raw bytes, or a re-serialised parsed body; unset when unverified. */
  verifiedOver: 'raw' | 'reserialized' | undefined;
  /** Schema issues found in `warn` mode (the handler runs anyway); empty otherwise. */
  issues: readonly ValidationIssue[];
  /**
   * What a valid payload carries that the contract does not know (a field no schema names, a
   * value outside an enumeration's known values, a shape no stored sample shows): accepted,
   * reported here and in one logger warning. Empty when none, for unknown events, for invalid
   * payloads (`warn` mode) and with `validation: 'off'`.
   */
  drift: readonly Drift[];
}

/**
 * A handler of one or more known events; it may be async.
 *
 * @example
 * ```ts
 * import type { DeliveryHandler } from '@designhooks/receiver';
 * const onRename: DeliveryHandler<'project.updated'> = (delivery) => console.log(delivery.data.object.name);
 * ```
 */
export type DeliveryHandler<E extends EventName = EventName> = (
  delivery: EventPayloadMap[E],
  context: DeliveryContext,
) => unknown;

/** A handler of events the contract does not know yet (acknowledged with 200). */
export type UnknownDeliveryHandler = (
  delivery: UnknownDelivery,
  context: DeliveryContext,
) => unknown;

/** Sees every failure: rejections (4xx) and handler errors (5xx). */
export type ErrorHandler = (error: ReceiverError, delivery: UnknownDelivery | undefined) => unknown;

/**
 * A request to receive: headers plus the raw body, or a function reading it with a limit.
 *
 * @example
 * ```ts
 * import type { ReceiveInput } from '@designhooks/receiver';
 * const input: ReceiveInput = { body: '{}', headers: { 'Abstract-Webhooks-Signature': '00' } };
 * ```
 */
export type ReceiveInput = {
  headers: HeadersInput;
  /** Given by HTTP adapters: then the method must be POST and Content-Type is required. */
  method?: string;
  /** True when `body` is `JSON.stringify` of an already parsed body (not the raw bytes). */
  reserialized?: boolean;
} & (
  { body: Uint8Array | string } | { readBody(limitBytes: number): Promise<Uint8Array | string> }
);

/** Small JSON answer sent back to the platform. */
export type ResponseBody =
  | { ok: true; duplicate?: true; unknownEvent?: string; pending?: true }
  | { ok: false; error: { code: string; message: string }; issues?: ValidationIssue[] };

/**
 * Outcome of `receive`: the HTTP status and body to answer with, and what happened.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * const result = await createReceiver().receive({ body: '[]', headers: {} });
 * result.status; // 400
 * result.error?.code; // 'invalid_envelope'
 * ```
 */
export interface ReceiveResult {
  status: number;
  body: ResponseBody;
  /** The parsed delivery, when the body got that far. */
  delivery?: WebhookDelivery | UnknownDelivery;
  /** Why the delivery was not handled (4xx), or the handler failure (500). */
  error?: ReceiverError;
  /** True when the signature was checked and matched; false when no secret is configured. */
  verified: boolean;
  /** What the signature was checked over: `raw` bytes, or `reserialized` (a parser ran first). */
  verifiedOver?: 'raw' | 'reserialized';
  /** True when dedupe recognised the body: acknowledged, handlers not called again. */
  duplicate?: boolean;
  /** True for an event name the contract does not know (acknowledged, `onUnknown` ran). */
  unknownEvent?: boolean;
  /** Schema issues found in `warn` mode. */
  issues?: ValidationIssue[];
  /** Drift found in the payload (see `DeliveryContext.drift`); empty when none or not reached. */
  drift: Drift[];
  /** How many handlers were called. */
  handled: number;
}

/**
 * A receiver: register handlers, then feed it requests directly or through an adapter.
 *
 * @example
 * ```ts
 * import { createReceiver, type Receiver } from '@designhooks/receiver';
 * const receiver: Receiver = createReceiver().on('branch.*', (delivery) => console.log(delivery.event));
 * ```
 */
export interface Receiver {
  readonly service: string;
  readonly maxBodyBytes: number;
  /** Handle one or more events by name, or all of a resource with `resource.*`. */
  on<P extends EventPattern>(
    events: P | readonly P[],
    handler: DeliveryHandler<EventsMatching<P>>,
  ): Receiver;
  /** Handle every known event. */
  onAny(handler: DeliveryHandler): Receiver;
  /** Handle event names the contract does not know. */
  onUnknown(handler: UnknownDeliveryHandler): Receiver;
  /** Observe every failure. */
  onError(handler: ErrorHandler): Receiver;
  /** Verify, parse, validate and route one delivery. Never throws. */
  receive(input: ReceiveInput): Promise<ReceiveResult>;
}

/** The one-time warnings a receiver may give. */
export type ReceiverWarning = 'unverified' | 'reserialized';

/** Everything a receiver holds (internal): its resolved options and its handlers. */
export interface ReceiverState {
  service: string;
  secrets: readonly string[] | undefined;
  /** Display name of the signature header, e.g. `Abstract-Webhooks-Signature`. */
  signatureHeader: string;
  /** The same, lowercased for lookups. */
  signatureHeaderKey: string;
  validation: ValidationMode;
  maxBodyBytes: number;
  replayWindowSeconds: number | undefined;
  dedupe: DedupeStore | undefined;
  logger: ReceiverLogger;
  now: () => number;
  handlerTimeoutMs: number | undefined;
  /** Set once `@opentelemetry/api` is found (or given); undefined while it is not, or when off. */
  telemetry: Telemetry | undefined;
  /**
   * Called before each delivery while the API is not looked for yet because nothing is
   * registered with OpenTelemetry (receiver.ts, lookForOpenTelemetry); removed once it is.
   */
  lookForOpenTelemetry?: (() => void) | undefined;
  /** Failed signature checks the doctor diagnoses per clock minute (`diagnoseSignatures`); 0: none. */
  diagnosesPerMinute: number;
  /** The minute (`Date.now()` in whole minutes) diagnoses are counted in, and how many it had. */
  diagnosed: { minute: number; count: number };
  registry: HandlerRegistry;
  errorHandlers: ErrorHandler[];
  warnOnce(kind: ReceiverWarning): void;
  /**
   * The drifts already logged (event, paths with array indexes as `*`, kinds): a field the
   * platform adds to every delivery is one warning, not one per delivery. At most
   * `MAX_DRIFTS_REMEMBERED`; past that, each is logged again.
   */
  driftsWarned: Set<string>;
}
