import type { ValidationIssue } from '../errors.ts';
import type { GeneratedValidator } from './generated-validator.ts';
import { issuesFromErrors } from './issues-from-errors.ts';
import { errorValidatorFor } from './validator-for.ts';

/** Shared by every valid value: nothing to allocate on the hot path. */
export const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);

type Issues = readonly ValidationIssue[];

/**
 * Runs the fast generated validator of `name`: no issues for a valid value (synchronously);
 * else one issue per failing path, from the validator that collects every error (imported the
 * first time a body of that event fails, hence a promise then). A comment whose `parent` chain
 * is thousands deep exhausts the stack: that is an issue too.
 *
 * @example
 * ```ts
 * import { checkWith } from './check-with.ts'; // internal
 * import { validatorFor } from './validator-for.ts';
 * await checkWith(await validatorFor('project.updated'), 'project.updated', {}); // [{ path: '/createdAt', message: 'is required' }, ...]
 * ```
 */
export function checkWith(
  validate: GeneratedValidator,
  name: string,
  value: unknown,
): Issues | Promise<Issues> {
  try {
    if (validate(value)) return NO_ISSUES;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return TOO_DEEP;
  }
  const complete = errorValidatorFor(name);
  return complete instanceof Promise
    ? complete.then((loaded) => allIssues(loaded, value))
    : allIssues(complete, value);
}

const TOO_DEEP: Issues = Object.freeze([{ path: '', message: 'is nested too deeply to validate' }]);

function allIssues(validate: GeneratedValidator, value: unknown): Issues {
  try {
    if (validate(value))
      throw new Error(
        'the generated validators disagree: the fast one failed a value the complete one accepts',
      );
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return TOO_DEEP;
  }
  return issuesFromErrors(validate.errors ?? []);
}
