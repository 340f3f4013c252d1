import { HarnessError } from '../errors.ts';

/**
 * Errors of the listener and its inspector API. The API answers with `status` and
 * `{ "error": { "code", "message" } }`.
 *
 * @example
 * ```ts
 * throw new NotFoundError('no received delivery with id "abc"');
 * ```
 */
export class NotFoundError extends HarnessError {
  readonly code = 'not_found' as const;
  readonly status = 404 as const;
  override name = 'NotFoundError';
}

/** A request to the inspector API with a bad parameter or body. */
export class BadRequestError extends HarnessError {
  readonly code = 'bad_request' as const;
  readonly status = 400 as const;
  override name = 'BadRequestError';
}

/** Save-as-fixture would overwrite an existing file (pass `overwrite: true`). */
export class FixtureExistsError extends HarnessError {
  readonly code = 'fixture_exists' as const;
  readonly status = 409 as const;
  override name = 'FixtureExistsError';
}

/** An inspector request from another site or through an unexpected Host (DNS rebinding). */
export class ForbiddenRequestError extends HarnessError {
  readonly code = 'forbidden' as const;
  readonly status = 403 as const;
  override name = 'ForbiddenRequestError';
}
