export { sign } from './signature/sign.ts';
export { signAsync } from './signature/sign-async.ts';
export { verifySignature } from './signature/verify-signature.ts';
export { verifySignatureAsync } from './signature/verify-signature-async.ts';
export { signatureHeader } from './signature/signature-header.ts';
export { explainSignature, type ExplainSignatureInput } from './crypto/explain.ts';
export {
  SIGNATURE_DIAGNOSIS_CODES,
  type SignatureDiagnosis,
  type SignatureDiagnosisCode,
} from './crypto/signature-diagnosis.ts';
export { createReceiver } from './router/receiver.ts';
export { memoryDedupeStore } from './router/memory-dedupe-store.ts';
export { parseDelivery, type UnknownDelivery } from './delivery/parse-delivery.ts';
export { validateDelivery, type DeliveryValidation } from './delivery/validate-delivery.ts';
export { detectDrift, MAX_DRIFT_ENTRIES, type Drift } from './delivery/detect-drift.ts';
export { knownEventNames } from './delivery/known-event-names.ts';
export { readHeader, type HeadersInput } from './adapters/read-header.ts';
export { DEFAULT_SERVICE, MAX_BODY_BYTES, MAX_DIAGNOSED_BODY_BYTES } from './constants.ts';
export type {
  DedupeStore,
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
} from './router/types.ts';
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
