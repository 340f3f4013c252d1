import { HarnessError } from '../../errors.ts';

// Not-found answers use the harness's own NotFoundError (harness/src/errors.ts); bad requests and
// refusals are the local servers' (harness/src/local-server/local-server-errors.ts).

/** Save-as-fixture would overwrite an existing file (pass `overwrite: true`). */
export class FixtureExistsError extends HarnessError {
  readonly code = 'fixture_exists' as const;
  readonly status = 409 as const;
  override name = 'FixtureExistsError';
}
