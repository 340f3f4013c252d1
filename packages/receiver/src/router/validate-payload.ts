import { issuesFromErrors } from '../delivery/issues-from-errors.ts';
import type { UnknownDelivery } from '../delivery/parse-delivery.ts';
import { schemaErrors, schemaValidator } from '../delivery/schema-validator.ts';
import { SchemaValidationError, type ValidationIssue } from '../errors.ts';
import type { ReceiverState } from './receiver-state.ts';

/** Shared by every valid delivery: nothing to allocate on the hot path. */
export const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);

/**
 * Validates a known event's payload against its schema. In `reject` mode a failure throws
 * `SchemaValidationError` (422); in `warn` mode it is logged and the issues are returned.
 *
 * @example
 * ```ts
 * import { validatePayload } from './validate-payload.ts'; // internal
 * import { createReceiverState } from './receiver-state.ts';
 * validatePayload(createReceiverState({ validation: 'warn' }), { event: 'project.updated', data: {} });
 * // logs a warning, returns the issues
 * ```
 */
export function validatePayload(state: ReceiverState, delivery: UnknownDelivery): readonly ValidationIssue[] {
  if (schemaValidator(delivery.event)(delivery)) return NO_ISSUES;
  const issues = issuesFromErrors(schemaErrors(delivery.event, delivery));
  const error = new SchemaValidationError(delivery.event, issues);
  if (state.validation === 'reject') throw error;
  state.logger.warn(`[designhooks] ${error.message} (validation: 'warn', handled anyway)`);
  return issues;
}
