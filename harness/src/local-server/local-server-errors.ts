import { HarnessError } from '../errors.ts';

/**
 * Errors of the local servers' shared plumbing (the listener's inspector, the platform stand-in of
 * `serve`). The servers answer with `status` and `{ "error": { "code", "message" } }`.
 *
 * @example
 * ```ts
 * throw new BadRequestError('request body is not valid JSON');
 * ```
 */
export class BadRequestError extends HarnessError {
  readonly code = 'bad_request' as const;
  readonly status = 400 as const;
  override name = 'BadRequestError';
}

/** A request from another site or through an unexpected Host (DNS rebinding), refused by {@link guardRequest}'s checks. */
export class ForbiddenRequestError extends HarnessError {
  readonly code = 'forbidden' as const;
  readonly status = 403 as const;
  override name = 'ForbiddenRequestError';
}
