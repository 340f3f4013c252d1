import { closestMatch } from 'leven';
import { unknownEventHint } from './closest-event.ts';
import { didYouMean, meant, NEAR_MISS_EDITS } from './did-you-mean.ts';

/**
 * Errors the kit throws. Each has a literal `code` so a test can assert on it without matching
 * the message, and an HTTP-style `status` (400 for a caller's mistake, 504 when a target never
 * answered, 500 when the target itself threw).
 *
 * @example
 * ```ts
 * import { fixture, UnknownEventError } from '@designhooks/testing';
 * try { fixture('project.renamed' as never); } catch (error) {
 *   if (error instanceof UnknownEventError) console.log(error.code); // 'unknown_event'
 * }
 * ```
 */
export class UnknownEventError extends Error {
  readonly code = 'unknown_event' as const;
  readonly status = 400 as const;
  constructor(event: string, valid: readonly string[]) {
    super(`unknown event "${event}"${unknownEventHint(event)}; valid events: ${valid.join(', ')}`);
    this.name = 'UnknownEventError';
  }
}

/**
 * A fixture variant that does not exist for the event; the message lists the valid ones.
 *
 * @example
 * ```ts
 * import { fixture, UnknownVariantError } from '@designhooks/testing';
 * try { fixture('project.created', {}, { variant: 'huge' }); } catch (error) {
 *   if (error instanceof UnknownVariantError) console.log(error.message); // '... valid variants: ...'
 * }
 * ```
 */
export class UnknownVariantError extends Error {
  readonly code = 'unknown_variant' as const;
  readonly status = 400 as const;
  constructor(event: string, variant: string, valid: readonly string[]) {
    super(
      `unknown fixture variant "${variant}" of ${event}${didYouMean(variant, valid)}; valid variants: ${valid.join(', ') || '(none)'}`,
    );
    this.name = 'UnknownVariantError';
  }
}

/**
 * `deliver()` was given something that is not a URL, a node/express handler or a fetch handler.
 *
 * @example
 * ```ts
 * import { deliver, fixture, UnsupportedTargetError } from '@designhooks/testing';
 * await deliver(42 as never, fixture('project.created'), { secret: null }).catch((error) => {
 *   if (error instanceof UnsupportedTargetError) console.log(error.code); // 'unsupported_target'
 * });
 * ```
 */
export class UnsupportedTargetError extends Error {
  readonly code = 'unsupported_target' as const;
  readonly status = 400 as const;
  constructor(detail: string) {
    super(`deliver: ${detail}`);
    this.name = 'UnsupportedTargetError';
  }
}

/**
 * The target did not answer within the timeout (`timeoutMs`, default 10 s).
 *
 * @example
 * ```ts
 * import { deliver, fixture, DeliverTimeoutError } from '@designhooks/testing';
 * const silent = (_req: unknown, _res: unknown) => {}; // a node (req, res) handler that never answers
 * await deliver(silent, fixture('project.created'), { secret: null, timeout: 100 }).catch((error) => {
 *   if (error instanceof DeliverTimeoutError) console.log(error.status); // 504
 * });
 * ```
 */
export class DeliverTimeoutError extends Error {
  readonly code = 'deliver_timeout' as const;
  readonly status = 504 as const;
  constructor(timeoutMs: number) {
    super(`deliver: no response within ${timeoutMs} ms`);
    this.name = 'DeliverTimeoutError';
  }
}

/**
 * An in-process node handler threw (a real server would have crashed); the error is the `cause`.
 *
 * @example
 * ```ts
 * import { deliver, fixture, HandlerThrewError } from '@designhooks/testing';
 * const broken = (_req: unknown, _res: unknown) => { throw new Error('boom'); }; // a node handler
 * await deliver(broken, fixture('project.created'), { secret: null }).catch((error) => {
 *   if (error instanceof HandlerThrewError) console.log((error.cause as Error).message); // 'boom'
 * });
 * ```
 */
export class HandlerThrewError extends Error {
  readonly code = 'handler_threw' as const;
  readonly status = 500 as const;
  constructor(cause: unknown) {
    super(`deliver: the handler threw: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'HandlerThrewError';
  }
}

/**
 * `arbitrary()` met a JSON Schema keyword it cannot generate values for. The kit's own schemas
 * never raise it; a schema edited to use a keyword the generator lacks does, naming the path.
 *
 * @example
 * ```ts
 * import { arbitrary, UnsupportedSchemaError } from '@designhooks/testing';
 * try { arbitrary('project.created'); } catch (error) {
 *   if (error instanceof UnsupportedSchemaError) console.log(error.message); // 'arbitrary: ... at #/...'
 * }
 * ```
 */
export class UnsupportedSchemaError extends Error {
  readonly code = 'unsupported_schema' as const;
  readonly status = 500 as const;
  constructor(detail: string, at: string) {
    super(`arbitrary: ${detail} at ${at || '#'}`);
    this.name = 'UnsupportedSchemaError';
  }
}

/**
 * An `only` / `skip` entry of a check that names no case of the catalogue; the message lists
 * the valid ids.
 *
 * @example
 * ```ts
 * await checkReceiver({ handler, only: ['event.nope'] }); // throws UnknownCheckCaseError
 * ```
 */
export class UnknownCheckCaseError extends Error {
  readonly code = 'unknown_check_case' as const;
  readonly status = 400 as const;
  constructor(pattern: string, valid: readonly string[]) {
    super(
      `no check case matches "${pattern}"${meant(pattern, meantCase(pattern, valid))}; valid ids (a trailing * matches a prefix): ${valid.join(', ')}`,
    );
    this.name = 'UnknownCheckCaseError';
  }
}

// A pattern with `*` is compared with the ids' own prefixes (`signatures.*` -> `signature.*`);
// a name is compared with the ids, or completed when it starts one or more (`signature.wrong`).
function meantCase(pattern: string, ids: readonly string[]): string | undefined {
  if (pattern.endsWith('*')) {
    const prefixes = ids.flatMap((id) =>
      id
        .split('.')
        .slice(0, -1)
        .map((_, index, parts) => `${parts.slice(0, index + 1).join('.')}.*`),
    );
    return closestMatch(pattern, [...new Set(prefixes)], { maxDistance: NEAR_MISS_EDITS });
  }
  const started = ids.filter((id) => id.startsWith(pattern));
  if (started.length > 0) return started.length === 1 ? started[0] : `${pattern}*`;
  return closestMatch(pattern, ids, { maxDistance: NEAR_MISS_EDITS });
}

/**
 * A world action that cannot happen in the world's current state: an id it never created, a
 * project or comment already deleted, a branch already in the status asked for, or no project,
 * branch or comment yet when an action omits the id.
 *
 * @example
 * ```ts
 * import { createWorld, WorldStateError } from '@designhooks/testing';
 * try { createWorld({ seed: 1 }).createBranch(); } catch (error) {
 *   if (error instanceof WorldStateError) console.log(error.message); // 'createBranch: no project yet; ...'
 * }
 * ```
 */
export class WorldStateError extends Error {
  readonly code = 'world_state' as const;
  readonly status = 409 as const;
  constructor(message: string) {
    super(message);
    this.name = 'WorldStateError';
  }
}

/**
 * `checkReceiver` options it cannot run with: no target or two, a number out of range.
 *
 * @example
 * ```ts
 * await checkReceiver({}); // throws CheckOptionsError: give url or handler
 * ```
 */
export class CheckOptionsError extends Error {
  readonly code = 'invalid_check_options' as const;
  readonly status = 400 as const;
  constructor(detail: string) {
    super(`checkReceiver: ${detail}`);
    this.name = 'CheckOptionsError';
  }
}

/**
 * A world option or action parameter of the wrong type or out of range (a seed that is not a
 * number, `commits: 0`, an empty comment body, a start time that is not a date).
 *
 * @example
 * ```ts
 * import { createWorld, WorldInputError } from '@designhooks/testing';
 * const world = createWorld({ seed: 1 });
 * world.createProject();
 * world.createBranch();
 * try { world.pushCommits({ commits: 0 }); } catch (error) {
 *   if (error instanceof WorldInputError) console.log(error.code); // 'invalid_world_input'
 * }
 * ```
 */
export class WorldInputError extends Error {
  readonly code = 'invalid_world_input' as const;
  readonly status = 400 as const;
  constructor(message: string) {
    super(message);
    this.name = 'WorldInputError';
  }
}
