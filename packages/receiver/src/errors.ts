import type { SignatureDiagnosis } from './crypto/signature-diagnosis.ts';

/** One problem found by schema validation, located by a JSON pointer into the body. */
export interface ValidationIssue {
  /** JSON pointer of the failing value, e.g. `/data/object/color`; `""` for the root. */
  path: string;
  /** What is wrong there, e.g. `must be a hex color starting with #`. */
  message: string;
}

/**
 * Base class of every failure the receiver reports. Each subclass has a literal `code` and the
 * HTTP `status` the adapters answer with, so callers branch on `code`, never on the message.
 *
 * @example
 * ```ts
 * import { ReceiverError } from '@designhooks/receiver';
 * function describe(error: unknown): string {
 *   return error instanceof ReceiverError ? `${error.status} ${error.code}` : 'not a receiver error';
 * }
 * ```
 */
export abstract class ReceiverError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * 405: the request method is not POST.
 *
 * @example
 * ```ts
 * import { MethodNotAllowedError } from '@designhooks/receiver';
 * new MethodNotAllowedError('GET').status; // 405
 * ```
 */
export class MethodNotAllowedError extends ReceiverError {
  readonly code = 'method_not_allowed' as const;
  readonly status = 405 as const;
  constructor(readonly method: string) {
    super(`method ${method} is not allowed: deliveries are POST requests`);
  }
}

/**
 * 415: the Content-Type is missing or is not application/json.
 *
 * @example
 * ```ts
 * import { UnsupportedMediaTypeError } from '@designhooks/receiver';
 * new UnsupportedMediaTypeError('text/plain').code; // 'unsupported_media_type'
 * ```
 */
export class UnsupportedMediaTypeError extends ReceiverError {
  readonly code = 'unsupported_media_type' as const;
  readonly status = 415 as const;
  constructor(readonly contentType: string | undefined) {
    super(`content type ${contentType ? `"${contentType}"` : '(none)'} is not application/json`);
  }
}

/**
 * 413: the body is larger than `maxBodyBytes`; reading stopped at the limit.
 *
 * @example
 * ```ts
 * import { PayloadTooLargeError } from '@designhooks/receiver';
 * new PayloadTooLargeError(1024).message; // 'body is larger than the 1024-byte limit'
 * ```
 */
export class PayloadTooLargeError extends ReceiverError {
  readonly code = 'payload_too_large' as const;
  readonly status = 413 as const;
  constructor(readonly limitBytes: number) {
    super(`body is larger than the ${limitBytes}-byte limit`);
  }
}

/**
 * 400: the request body could not be read (the client aborted, the stream failed).
 *
 * @example
 * ```ts
 * import { BodyReadError } from '@designhooks/receiver';
 * new BodyReadError({ cause: new Error('aborted') }).status; // 400
 * ```
 */
export class BodyReadError extends ReceiverError {
  readonly code = 'body_read_failed' as const;
  readonly status = 400 as const;
  constructor(options?: { cause?: unknown }) {
    super('request body could not be read to the end', options);
  }
}

/**
 * 500: something consumed the request stream before the receiver and kept no body for it.
 *
 * @example
 * ```ts
 * import { BodyAlreadyReadError } from '@designhooks/receiver';
 * new BodyAlreadyReadError().code; // 'body_already_read'
 * ```
 */
export class BodyAlreadyReadError extends ReceiverError {
  readonly code = 'body_already_read' as const;
  readonly status = 500 as const;
  constructor() {
    super(
      'request body was already read by other middleware and is not available: mount the receiver before any body parser, or have the parser keep the bytes in req.rawBody',
    );
  }
}

/**
 * 401: a secret is configured but the request carries no signature header.
 *
 * @example
 * ```ts
 * import { SignatureMissingError } from '@designhooks/receiver';
 * new SignatureMissingError('Abstract-Webhooks-Signature').status; // 401
 * ```
 */
export class SignatureMissingError extends ReceiverError {
  readonly code = 'signature_missing' as const;
  readonly status = 401 as const;
  /** The signature doctor's `missing` diagnosis (for your logs; never in the 401 answer). */
  readonly diagnosis: SignatureDiagnosis | undefined;
  constructor(
    readonly header: string,
    diagnosis?: SignatureDiagnosis,
  ) {
    super(`signature header ${header} is missing`);
    this.diagnosis = diagnosis;
  }
}

/**
 * 401: the signature header does not match the body under any configured secret.
 *
 * @example
 * ```ts
 * import { SignatureMismatchError } from '@designhooks/receiver';
 * new SignatureMismatchError('Abstract-Webhooks-Signature').code; // 'signature_mismatch'
 * receiver.onError((error) => {
 *   if (error instanceof SignatureMismatchError) console.warn(error.diagnosis?.code, error.diagnosis?.fix);
 * });
 * ```
 */
export class SignatureMismatchError extends ReceiverError {
  readonly code = 'signature_mismatch' as const;
  readonly status = 401 as const;
  /**
   * Why it does not match, from the signature doctor (`explainSignature`), computed after the
   * constant-time check failed: for `onError`, the result's `error` and the logger, never in the
   * 401 answer. Undefined with `diagnoseSignatures: false`, for a body over 64 KiB, and past
   * the receiver's diagnoses for the minute (`DIAGNOSES_PER_MINUTE`).
   */
  readonly diagnosis: SignatureDiagnosis | undefined;
  constructor(
    readonly header: string,
    diagnosis?: SignatureDiagnosis,
  ) {
    super(`signature in ${header} does not match the body`);
    this.diagnosis = diagnosis;
  }
}

/**
 * 400: the body is not JSON.
 *
 * @example
 * ```ts
 * import { InvalidJsonError } from '@designhooks/receiver';
 * new InvalidJsonError().status; // 400
 * ```
 */
export class InvalidJsonError extends ReceiverError {
  readonly code = 'invalid_json' as const;
  readonly status = 400 as const;
  constructor() {
    super('body is not valid JSON');
  }
}

/**
 * 400: the body is JSON but not a delivery envelope (an object with `event` and `data`).
 *
 * @example
 * ```ts
 * import { InvalidEnvelopeError } from '@designhooks/receiver';
 * new InvalidEnvelopeError('it is not a JSON object').code; // 'invalid_envelope'
 * ```
 */
export class InvalidEnvelopeError extends ReceiverError {
  readonly code = 'invalid_envelope' as const;
  readonly status = 400 as const;
  constructor(readonly reason: string) {
    super(`body is not a delivery envelope: ${reason}`);
  }
}

/**
 * 422: the payload fails its event's JSON Schema (validation mode `reject`).
 *
 * @example
 * ```ts
 * import { SchemaValidationError } from '@designhooks/receiver';
 * new SchemaValidationError('project.updated', [{ path: '/data/object/color', message: 'must be a hex color starting with #' }]).status; // 422
 * ```
 */
export class SchemaValidationError extends ReceiverError {
  readonly code = 'schema_validation_failed' as const;
  readonly status = 422 as const;
  constructor(
    readonly event: string,
    readonly issues: ValidationIssue[],
  ) {
    const paths = issues.slice(0, 3).map((issue) => issue.path || '/');
    const more = issues.length > 3 ? ` and ${issues.length - 3} more` : '';
    super(`payload does not match the ${event} schema at ${paths.join(', ')}${more}`);
  }
}

/**
 * 400: `createdAt` lies outside the replay window (too old, or too far in the future).
 *
 * @example
 * ```ts
 * import { ReplayWindowError } from '@designhooks/receiver';
 * new ReplayWindowError('2020-01-01T00:00:00Z', 300).code; // 'outside_replay_window'
 * ```
 */
export class ReplayWindowError extends ReceiverError {
  readonly code = 'outside_replay_window' as const;
  readonly status = 400 as const;
  constructor(
    readonly createdAt: string,
    readonly windowSeconds: number,
  ) {
    super(`createdAt ${createdAt} is more than ${windowSeconds} s away from now`);
  }
}

/**
 * 500: a handler threw or rejected. `cause` holds what it threw; it never reaches the caller.
 *
 * @example
 * ```ts
 * import { HandlerError } from '@designhooks/receiver';
 * new HandlerError('project.updated', { cause: new Error('db down') }).message; // 'a handler for project.updated failed'
 * ```
 */
export class HandlerError extends ReceiverError {
  readonly code = 'handler_failed' as const;
  readonly status = 500 as const;
  constructor(
    readonly event: string,
    options: { cause: unknown },
  ) {
    super(`a handler for ${event} failed`, options);
  }
}

/**
 * 500: the dedupe store failed, so the delivery could not be checked for a repeat.
 *
 * @example
 * ```ts
 * import { DedupeStoreError } from '@designhooks/receiver';
 * new DedupeStoreError({ cause: new Error('redis down') }).status; // 500
 * ```
 */
export class DedupeStoreError extends ReceiverError {
  readonly code = 'dedupe_store_failed' as const;
  readonly status = 500 as const;
  constructor(options: { cause: unknown }) {
    super('dedupe store failed', options);
  }
}

/**
 * 500: an unexpected failure inside the receiver; `cause` holds it, the caller never sees it.
 *
 * @example
 * ```ts
 * import { InternalReceiverError } from '@designhooks/receiver';
 * new InternalReceiverError({ cause: new Error('bug') }).code; // 'internal_error'
 * ```
 */
export class InternalReceiverError extends ReceiverError {
  readonly code = 'internal_error' as const;
  readonly status = 500 as const;
  constructor(options: { cause: unknown }) {
    super('the receiver failed unexpectedly', options);
  }
}
