/**
 * Every error a person can act on is one of these: a literal `code`, the HTTP `status` an API
 * would answer with, and the CLI's exit code (2 = bad input or usage, 1 = the operation failed).
 * The CLI prints `error: <message>` for them, on one line, without a stack trace.
 *
 * @example
 * ```ts
 * import { HarnessError } from '@designhooks/harness';
 * try { run(); } catch (error) {
 *   if (error instanceof HarnessError) console.error(`error: ${error.message}`);
 * }
 * ```
 */
export abstract class HarnessError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  /** Process exit code the CLI uses for this error. */
  get exitCode(): number {
    return this.status >= 500 ? 1 : 2;
  }
}

/**
 * A flag, argument or option value the command cannot use.
 *
 * @example
 * ```ts
 * throw new UsageError('--concurrency needs --count');
 * ```
 */
export class UsageError extends HarnessError {
  readonly code = 'usage' as const;
  readonly status = 400 as const;
  override name = 'UsageError';
}

/**
 * An event name that is not one of the platform's events; the message lists the valid ones.
 *
 * @example
 * ```ts
 * assertEvent('project.renamed'); // throws UnknownEventError listing the ten names
 * ```
 */
export class UnknownEventError extends HarnessError {
  readonly code = 'unknown_event' as const;
  readonly status = 400 as const;
  override name = 'UnknownEventError';
}

/**
 * A `--set path=value` that is malformed or cannot be applied to the body.
 *
 * @example
 * ```ts
 * applySet(body, 'data.object.name'); // throws InvalidSetError: expected path=value
 * ```
 */
export class InvalidSetError extends HarnessError {
  readonly code = 'invalid_set' as const;
  readonly status = 400 as const;
  override name = 'InvalidSetError';
}

/**
 * A fixture name that does not exist, or a fixture file that cannot be used as a body.
 *
 * @example
 * ```ts
 * buildBody({ event: 'project.updated', fixture: 'nope' }); // throws FixtureError listing fixtures
 * ```
 */
export class FixtureError extends HarnessError {
  readonly code = 'invalid_fixture' as const;
  readonly status = 400 as const;
  override name = 'FixtureError';
}

/**
 * A file named on the command line that cannot be read.
 *
 * @example
 * ```ts
 * readInputFile('./missing.json', 'body file'); // throws InputFileError: no such file
 * ```
 */
export class InputFileError extends HarnessError {
  readonly code = 'unreadable_file' as const;
  readonly status = 400 as const;
  override name = 'InputFileError';
}

/**
 * A delivery URL that breaks the rules (scheme, host, HTTPS only).
 *
 * @example
 * ```ts
 * checkUrl('example.test/hooks'); // throws InvalidUrlError: has no scheme
 * ```
 */
export class InvalidUrlError extends HarnessError {
  readonly code = 'invalid_url' as const;
  readonly status = 400 as const;
  override name = 'InvalidUrlError';
}

/**
 * A webhook record that breaks the spec's rules (events, URL, organization).
 *
 * @example
 * ```ts
 * parseEventList(''); // throws WebhookRuleError: select at least one event
 * ```
 */
export class WebhookRuleError extends HarnessError {
  readonly code = 'invalid_webhook' as const;
  readonly status = 422 as const;
  override name = 'WebhookRuleError';
}

/**
 * A webhook or delivery id that is not in the store.
 *
 * @example
 * ```ts
 * if (!store.webhooks.get(id)) throw new NotFoundError(`no webhook "${id}"`);
 * ```
 */
export class NotFoundError extends HarnessError {
  readonly code = 'not_found' as const;
  readonly status = 404 as const;
  override name = 'NotFoundError';
}

/**
 * The store file is corrupt, locked for too long or unreadable; the message names the file.
 *
 * @example
 * ```ts
 * openStore('/dir/with/a/corrupt/store'); // throws StoreError naming designhooks.sqlite
 * ```
 */
export class StoreError extends HarnessError {
  readonly code = 'store_unreadable' as const;
  readonly status = 500 as const;
  override name = 'StoreError';
}

/**
 * The disk holding the state dir is full: nothing more can be recorded, so nothing that would
 * need a record is sent (an attempt is recorded before its request leaves). 507 Insufficient
 * Storage from `serve`, exit 1 from the CLI; the file itself is fine.
 *
 * @example
 * ```ts
 * await deliverAndRecord(store, delivery, settings); // throws StoreFullError: nothing was sent
 * ```
 */
export class StoreFullError extends HarnessError {
  readonly code = 'disk_full' as const;
  readonly status = 507 as const;
  override name = 'StoreFullError';
}

/**
 * A state folder another user can write or owns, or a store file that is a symlink or not
 * ours: another local user could make the harness write into or chmod a file of theirs
 * choosing. Refused before anything is opened (exit 2).
 *
 * @example
 * ```ts
 * openStore('/tmp/shared-0777'); // throws UnsafeStateDirError: ... is writable by other users
 * ```
 */
export class UnsafeStateDirError extends HarnessError {
  readonly code = 'unsafe_state_dir' as const;
  readonly status = 403 as const;
  override name = 'UnsafeStateDirError';
}

/**
 * A scenario that cannot run: not JSON or YAML, not valid against the scenario schema (the
 * message names the step and the field), over a bound (steps, nesting, deliveries), an unknown
 * built-in, or an action the world refuses at that step.
 *
 * @example
 * ```ts
 * loadScenario('./review.yaml'); // throws ScenarioError: step 2 (pushCommits): field "commits": must be a whole number
 * ```
 */
export class ScenarioError extends HarnessError {
  readonly code = 'invalid_scenario' as const;
  readonly status = 400 as const;
  override name = 'ScenarioError';
}
