import { HarnessError } from '../../errors.ts';

/**
 * Errors of the listener's inspector API (its bad requests and refusals are the local servers':
 * harness/src/local-server/local-server-errors.ts). The API answers with `status` and
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

/** Save-as-fixture would overwrite an existing file (pass `overwrite: true`). */
export class FixtureExistsError extends HarnessError {
  readonly code = 'fixture_exists' as const;
  readonly status = 409 as const;
  override name = 'FixtureExistsError';
}
