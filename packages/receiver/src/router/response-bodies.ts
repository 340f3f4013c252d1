import { MAX_RESPONSE_ISSUES } from '../constants.ts';
import { SchemaValidationError, type ReceiverError } from '../errors.ts';
import type { ResponseBody } from './types.ts';

/** The body of a plain 200, shared so adapters can send its serialisation without work. */
export const OK_BODY: ResponseBody = Object.freeze({ ok: true });
/** `OK_BODY` serialised. */
export const OK_JSON = '{"ok":true}';

/**
 * The small JSON body answering a failure: its code and one-line message; for a 422, the
 * failing paths too. Nothing internal (a handler's error, a stack) is ever included.
 *
 * @example
 * ```ts
 * import { errorBody } from './response-bodies.ts'; // internal
 * import { InvalidJsonError } from '../errors.ts';
 * errorBody(new InvalidJsonError()); // { ok: false, error: { code: 'invalid_json', message: 'body is not valid JSON' } }
 * ```
 */
export function errorBody(error: ReceiverError): ResponseBody {
  const body: ResponseBody = { ok: false, error: { code: error.code, message: error.message } };
  if (error instanceof SchemaValidationError)
    body.issues = error.issues.slice(0, MAX_RESPONSE_ISSUES);
  return body;
}
