import { DEFAULT_SERVICE, MAX_BODY_BYTES } from '../constants.ts';
import { signatureHeader } from '../signature/signature-header.ts';
import { createHandlerRegistry, type HandlerRegistry } from './handler-registry.ts';
import { memoryDedupeStore } from './memory-dedupe-store.ts';
import type {
  DedupeStore,
  ErrorHandler,
  ReceiverLogger,
  ReceiverOptions,
  UnknownDeliveryHandler,
  ValidationMode,
} from './types.ts';

/** Everything a receiver holds: resolved options and its handlers. */
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
  /** Whether a failed signature check runs the signature doctor. */
  diagnoseSignatures: boolean;
  registry: HandlerRegistry;
  unknownHandlers: UnknownDeliveryHandler[];
  errorHandlers: ErrorHandler[];
  warnOnce(kind: keyof typeof WARNINGS): void;
}

const WARNINGS = {
  unverified: 'no secret configured: deliveries are accepted without signature verification',
  reserialized:
    'the request body was parsed before the webhook receiver (express.json() or another body parser ran first): ' +
    'the signature is checked over JSON.stringify(req.body), which fails when the platform escapes characters ' +
    'such as < > &. Mount expressMiddleware(receiver) on its route before any body parser, e.g. ' +
    "app.post('/webhooks', expressMiddleware(receiver)) above app.use(express.json())",
};

/**
 * Resolves `createReceiver` options into the receiver's state, checking them: a bad option
 * throws a TypeError naming it.
 *
 * @example
 * ```ts
 * import { createReceiverState } from './receiver-state.ts'; // internal
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
  return {
    service,
    secrets,
    signatureHeader: signatureHeader(service),
    signatureHeaderKey: signatureHeader(service).toLowerCase(),
    validation,
    maxBodyBytes,
    replayWindowSeconds: options.replayWindowSeconds,
    dedupe: options.dedupe === true ? memoryDedupeStore() : options.dedupe || undefined,
    logger,
    now: options.now ?? Date.now,
    handlerTimeoutMs: options.handlerTimeoutMs,
    diagnoseSignatures: options.diagnoseSignatures ?? true,
    registry: createHandlerRegistry(),
    unknownHandlers: [],
    errorHandlers: [],
    warnOnce(kind) {
      if (warned.has(kind)) return;
      warned.add(kind);
      logger.warn(`[designhooks] ${WARNINGS[kind]}`);
    },
  };
}

function positive(name: string, value: number | undefined): void {
  if (value !== undefined && !(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
    throw new TypeError(`${name} must be a positive number`);
  }
}
