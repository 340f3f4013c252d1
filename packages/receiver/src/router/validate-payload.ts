import { checkWith, NO_ISSUES } from '../delivery/check-with.ts';
import type { GeneratedValidator } from '../delivery/generated-validator.ts';
import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import { validatorFor } from '../delivery/validator-for.ts';
import { SchemaValidationError, type ValidationIssue } from '../errors.ts';
import type { ReceiverState } from './receiver-state.ts';

export { NO_ISSUES };

/**
 * Validates a known event's payload against its schema. In `reject` mode a failure throws
 * `SchemaValidationError` (422), or rejects with it; in `warn` mode it is logged and the issues
 * are returned. Synchronous for a valid payload once the event's generated validator is loaded;
 * the first delivery of an event waits for its module, a failing one for the module that lists
 * every error.
 *
 * @example
 * ```ts
 * import { validatePayload } from './validate-payload.ts'; // internal
 * import { createReceiverState } from './receiver-state.ts';
 * await validatePayload(createReceiverState({ validation: 'warn' }), { event: 'project.updated', data: {} });
 * // logs a warning, returns the issues
 * ```
 */
export function validatePayload(
  state: ReceiverState,
  delivery: UnknownDelivery,
): readonly ValidationIssue[] | Promise<readonly ValidationIssue[]> {
  const validate = validatorFor(delivery.event);
  if (validate instanceof Promise) return validate.then((loaded) => check(state, delivery, loaded));
  return check(state, delivery, validate);
}

function check(
  state: ReceiverState,
  delivery: UnknownDelivery,
  validate: GeneratedValidator,
): readonly ValidationIssue[] | Promise<readonly ValidationIssue[]> {
  const issues = checkWith(validate, delivery.event, delivery);
  if (issues === NO_ISSUES) return NO_ISSUES;
  return issues instanceof Promise
    ? issues.then((found) => judge(state, delivery, found))
    : judge(state, delivery, issues);
}

function judge(
  state: ReceiverState,
  delivery: UnknownDelivery,
  issues: readonly ValidationIssue[],
): readonly ValidationIssue[] {
  if (issues === NO_ISSUES) return NO_ISSUES;
  const error = new SchemaValidationError(delivery.event, [...issues]);
  if (state.validation === 'reject') throw error;
  state.logger.warn(`[designhooks] ${error.message} (validation: 'warn', handled anyway)`);
  return issues;
}
