export { sign, signAsync } from './crypto/sign.ts';
export { bodyDigest, bodyDigestAsync } from './crypto/body-digest.ts';
export { verifySignature, verifySignatureAsync } from './crypto/verify.ts';
export { signatureHeader, userAgent } from './crypto/signature-header.ts';
export { explainSignature } from './crypto/explain-signature.ts';
export type { ExplainSignatureInput } from './crypto/explain.ts';
export {
  SIGNATURE_DIAGNOSIS_CODES,
  type SignatureDiagnosis,
  type SignatureDiagnosisCode,
} from './crypto/signature-diagnosis.ts';
export { createReceiver } from './core/receiver.ts';
export { memoryDedupeStore } from './core/memory-dedupe-store.ts';
export {
  createHandlerRegistry,
  type AnyHandler,
  type HandlerRegistry,
} from './core/handler-registry.ts';
export { withTimeout } from './core/with-timeout.ts';
export { terminalSafe, type TerminalSafeOptions } from './core/terminal-safe.ts';
export { goEscape } from './contract/go-escape.ts';
export { isKnownEvent, parseDelivery, type UnknownDelivery } from './contract/parse-delivery.ts';
export { BETA_EVENT_NAMES, betaEventNote } from './contract/beta-event-names.ts';
export { validateDelivery, type DeliveryValidation } from './contract/validate-delivery.ts';
export { detectDrift, MAX_DRIFT_ENTRIES, type Drift } from './contract/detect-drift.ts';
export { readHeader } from './core/pipeline.ts';
export {
  DEFAULT_SERVICE,
  DIAGNOSES_PER_MINUTE,
  MAX_BODY_BYTES,
  MAX_DIAGNOSED_BODY_BYTES,
} from './constants.ts';
export {
  loadOpenTelemetry,
  TELEMETRY,
  type DeliveryOutcome,
  type OpenTelemetryApi,
  type OtelSpan,
} from './core/open-telemetry.ts';
export type {
  DedupeStore,
  HeadersInput,
  DeliveryContext,
  DeliveryHandler,
  ErrorHandler,
  EventPattern,
  EventResource,
  EventsMatching,
  ReceiveInput,
  ReceiveResult,
  Receiver,
  ReceiverLogger,
  ReceiverOptions,
  ResponseBody,
  UnknownDeliveryHandler,
  ValidationMode,
} from './core/types.ts';
export {
  BodyAlreadyReadError,
  BodyReadError,
  DedupeStoreError,
  HandlerError,
  InternalReceiverError,
  InvalidEnvelopeError,
  InvalidJsonError,
  MethodNotAllowedError,
  PayloadTooLargeError,
  ReceiverError,
  ReplayWindowError,
  SchemaValidationError,
  SignatureMismatchError,
  SignatureMissingError,
  UnsupportedMediaTypeError,
  type ValidationIssue,
} from './errors.ts';
