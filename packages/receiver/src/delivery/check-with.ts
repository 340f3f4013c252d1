import type { ValidationIssue } from '../errors.ts';
import type { GeneratedValidator } from './generated-validator.ts';
import { issuesFromErrors } from './issues-from-errors.ts';

/** Shared by every valid value: nothing to allocate on the hot path. */
export const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);

/**
 * Runs a generated validator: no issues for a valid value, else one issue per failing path. A
 * comment whose `parent` chain is thousands deep exhausts the stack: that is an issue too.
 *
 * @example
 * ```ts
 * import { checkWith } from './check-with.ts'; // internal
 * import { validatorFor } from './validator-for.ts';
 * checkWith(await validatorFor('project.updated'), {}); // [{ path: '/createdAt', message: 'is required' }, ...]
 * ```
 */
export function checkWith(validate: GeneratedValidator, value: unknown): readonly ValidationIssue[] {
  try {
    if (validate(value)) return NO_ISSUES;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return [{ path: '', message: 'is nested too deeply to validate' }];
  }
  return issuesFromErrors(validate.errors ?? []);
}
