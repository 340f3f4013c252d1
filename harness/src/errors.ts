// All of the harness's errors, one class per failure (the style's rule: a package's errors in its
// errors.ts). Grouped by where they are thrown; each folder imports its own from here.
import { UnknownEventError } from '@designhooks/testing';

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
  /** Headers a local server's answer to this error carries (a 405's `Allow`, a 401's challenge). */
  get headers(): Readonly<Record<string, string>> {
    return {};
  }
}

/**
 * Whether `error` is one a person can act on, answered with its `code` and `status`: a
 * `HarnessError`, or the `UnknownEventError` of `@designhooks/testing`'s `assertEvent` (status
 * 400), which the harness uses to check event names.
 *
 * @example
 * ```ts
 * isActionableError(new UsageError('--count must be positive')); // true
 * isActionableError(new Error('boom')); // false
 * ```
 */
export function isActionableError(error: unknown): error is HarnessError | UnknownEventError {
  return error instanceof HarnessError || error instanceof UnknownEventError;
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
 * A route of a local server's API asked with a method it does not take: a 405 naming the ones it
 * does (`allowed`, sent as the `Allow` header).
 *
 * @example
 * ```ts
 * throw new MethodNotAllowedError('DELETE /organizations/…/webhooks takes GET', ['GET']);
 * ```
 */
export class MethodNotAllowedError extends HarnessError {
  readonly code = 'method_not_allowed' as const;
  readonly status = 405 as const;
  override name = 'MethodNotAllowedError';
  constructor(
    message: string,
    readonly allowed: readonly string[],
  ) {
    super(message);
  }
  override get headers(): Readonly<Record<string, string>> {
    return { allow: this.allowed.join(', ') };
  }
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
 * The inspector's live stream already has its maximum of clients (`MAX_STREAM_CLIENTS`).
 *
 * @example
 * ```ts
 * throw new TooManyStreamsError('at most 32 live streams at once: close another inspector tab');
 * ```
 */
export class TooManyStreamsError extends HarnessError {
  readonly code = 'too_many_streams' as const;
  readonly status = 503 as const;
  override name = 'TooManyStreamsError';
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

// Binding a local server's address.

/** A local server (listen, serve, tunnel) could not bind its address (port in use, no permission, unknown address). */
export class ListenAddressError extends HarnessError {
  readonly code = 'listen_failed' as const;
  readonly status = 503 as const;
  override name = 'ListenAddressError';
}

// The local servers' shared plumbing (the listener's inspector, serve's management API).

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

/**
 * A request body to a local server's API over its limit (16 KiB for most actions): a 413, read no
 * further than the limit.
 *
 * @example
 * ```ts
 * throw new RequestTooLargeError('request body is larger than 16384 bytes');
 * ```
 */
export class RequestTooLargeError extends HarnessError {
  readonly code = 'payload_too_large' as const;
  readonly status = 413 as const;
  override name = 'RequestTooLargeError';
}

/** A request from another site or through an unexpected Host (DNS rebinding), refused by {@link guardRequest}'s checks. */
export class ForbiddenRequestError extends HarnessError {
  readonly code = 'forbidden' as const;
  readonly status = 403 as const;
  override name = 'ForbiddenRequestError';
}

// serve's management API.

/**
 * The management API's `Authorization: Bearer <token>` is missing or wrong (the SDK throws
 * `UnauthorizedError`).
 *
 * @example
 * ```ts
 * throw new UnauthorizedError('missing Authorization: Bearer <token>');
 * ```
 */
export class UnauthorizedError extends HarnessError {
  readonly code = 'unauthorized' as const;
  readonly status = 401 as const;
  override name = 'UnauthorizedError';
  override get headers(): Readonly<Record<string, string>> {
    return { 'www-authenticate': 'Bearer realm="designhooks serve"' };
  }
}

/**
 * A subscription the spec's rules refuse (URL not HTTPS, no or unknown events, another
 * organization, an empty key); `field` names the offending field (the SDK throws
 * `ValidationError`).
 *
 * @example
 * ```ts
 * throw new SubscriptionFieldError('url', 'URL "http://example.test/" must use https://');
 * ```
 */
export class SubscriptionFieldError extends HarnessError {
  readonly code = 'validation_failed' as const;
  readonly status = 422 as const;
  override name = 'SubscriptionFieldError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

// The tunnel wrapper.

/**
 * Errors of the tunnel wrapper. Each has a literal `code`, an HTTP-like `status` and a one-line
 * message that says what to do; the CLI prints it and exits 1 (the tunnel could not be opened).
 *
 * @example
 * ```ts
 * try { await openTunnel({ addr: 'http://127.0.0.1:4000' }); }
 * catch (error) { if (error instanceof TunnelTokenMissingError) console.error(error.message); }
 * ```
 */
export class TunnelTokenMissingError extends HarnessError {
  readonly code = 'tunnel_token_missing' as const;
  readonly status = 401 as const;
  override readonly name = 'TunnelTokenMissingError';
  override get exitCode(): number {
    return 1;
  }
  constructor() {
    super(
      'NGROK_AUTHTOKEN is not set: create a free ngrok account (https://dashboard.ngrok.com/signup), ' +
        'copy your authtoken (https://dashboard.ngrok.com/get-started/your-authtoken) and run ' +
        '`export NGROK_AUTHTOKEN=<your token>`, then retry',
    );
  }
}

/**
 * The provider did not answer within the wrapper's own time limit (`TUNNEL_OPEN_TIMEOUT_MS`).
 *
 * @example
 * ```ts
 * await openTunnel({ addr: 'http://127.0.0.1:4000', timeoutMs: 2_000 }).catch((error) => {
 *   if (error instanceof TunnelTimeoutError) console.error(error.message); // '... within 2 s: check your internet connection ...'
 * });
 * ```
 */
export class TunnelTimeoutError extends HarnessError {
  readonly code = 'tunnel_timeout' as const;
  readonly status = 504 as const;
  override readonly name = 'TunnelTimeoutError';
  constructor(provider: string, timeoutMs: number) {
    super(
      `${provider} did not open a tunnel within ${timeoutMs / 1000} s: ` +
        'check your internet connection (a proxy or firewall may block it) and retry',
    );
  }
}

/**
 * The provider refused or failed (no network, rejected token, account limits...); the reason
 * the provider gave is in the message.
 *
 * @example
 * ```ts
 * await openTunnel({ addr: 'http://127.0.0.1:4000' }).catch((error) => {
 *   if (error instanceof TunnelOpenError) process.exitCode = error.exitCode; // 1
 * });
 * ```
 */
export class TunnelOpenError extends HarnessError {
  readonly code = 'tunnel_open_failed' as const;
  readonly status = 502 as const;
  override readonly name = 'TunnelOpenError';
  constructor(provider: string, reason: string) {
    super(
      `could not open the ${provider} tunnel (${reason}): check your internet connection ` +
        'and that NGROK_AUTHTOKEN holds a valid token, then retry',
    );
  }
}

/** Any error `openTunnel` throws. */
export type TunnelError = TunnelTokenMissingError | TunnelTimeoutError | TunnelOpenError;

// `trigger --server`'s requests to a running serve.

/**
 * A `designhooks serve` answered with an error (its status), or could not be reached (503).
 *
 * @example
 * ```ts
 * try { await triggerOnServer(input); } catch (error) {
 *   if (error instanceof ServerRequestError && error.status === 401) console.error('wrong token');
 * }
 * ```
 */
export class ServerRequestError extends HarnessError {
  readonly code = 'server_request_failed' as const;
  override name = 'ServerRequestError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

// The listener's inspector.

/**
 * Save-as-fixture would overwrite an existing file (pass `overwrite: true`).
 *
 * @example
 * ```ts
 * throw new FixtureExistsError('fixtures/project.updated.json exists: pass overwrite to replace it');
 * ```
 */
export class FixtureExistsError extends HarnessError {
  readonly code = 'fixture_exists' as const;
  readonly status = 409 as const;
  override name = 'FixtureExistsError';
}

/**
 * The inspector's replay of what the app missed is already running (a second tab, a second
 * click): 409, nothing sent twice.
 *
 * @example
 * ```ts
 * throw new ReplayRunningError('a replay of what the app missed is already running');
 * ```
 */
export class ReplayRunningError extends HarnessError {
  readonly code = 'replay_running' as const;
  readonly status = 409 as const;
  override name = 'ReplayRunningError';
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
