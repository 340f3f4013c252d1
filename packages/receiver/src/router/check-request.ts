import { utf8ByteLength } from '../adapters/utf8-byte-length.ts';
import {
  MethodNotAllowedError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../errors.ts';

/**
 * HTTP-level checks done before the body is read or trusted: method POST (when known),
 * Content-Type application/json (required when `method` is given, checked when present).
 * Throws the matching `ReceiverError`.
 *
 * @example
 * ```ts
 * import { checkRequest } from './check-request.ts'; // internal
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

/**
 * Throws `PayloadTooLargeError` when a body already in memory is over the limit.
 *
 * @example
 * ```ts
 * import { checkBodySize } from './check-request.ts'; // internal
 * checkBodySize('{}', 1024); // passes
 * ```
 */
export function checkBodySize(body: Uint8Array | string, limitBytes: number): void {
  // a UTF-16 code unit is at most 3 UTF-8 bytes: a string that short cannot be over the limit
  // Stryker disable next-line EqualityOperator,ConditionalExpression: fast paths; at length * 3 === limit byteLength is ≤ limit too, and for bytes length is byteLength
  const size =
    typeof body === 'string'
      ? body.length * 3 <= limitBytes
        ? 0
        : utf8ByteLength(body)
      : body.byteLength;
  if (size > limitBytes) throw new PayloadTooLargeError(limitBytes);
}
