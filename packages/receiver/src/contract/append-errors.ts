import type { ValidatorError } from './generated-validator.ts';

/**
 * The most errors one validation collects: the generated validators that say why a body failed
 * (the `.errors` modules) keep the first this many, in the body's order, and count the rest
 * without keeping them, so a 422 lists at most this many issues and a body of a million invalid
 * array items costs time linear in its size and memory bounded by this number.
 *
 * @example
 * ```ts
 * import { MAX_VALIDATION_ERRORS } from './append-errors.ts'; // internal
 * MAX_VALIDATION_ERRORS; // 100
 * ```
 */
export const MAX_VALIDATION_ERRORS = 100;

/**
 * Appends a sub-validator's errors to the errors collected so far, up to MAX_VALIDATION_ERRORS,
 * in place: the generated `.errors` validators call it where Ajv's code copied the whole list
 * (`vErrors.concat(...)`) once per failing item, quadratic in the number of invalid items.
 * Returns the list to keep (`more` itself when there was none yet, as Ajv's code does).
 *
 * @example
 * ```ts
 * import { appendErrors } from './append-errors.ts'; // internal
 * appendErrors(null, [error]); // [error]
 * appendErrors([a], [b, c]); // [a, b, c] (the same array as [a])
 * ```
 */
export function appendErrors(
  errors: ValidatorError[] | null,
  more: ValidatorError[],
): ValidatorError[] {
  if (errors === null) return more;
  for (let i = 0; i < more.length && errors.length < MAX_VALIDATION_ERRORS; i++)
    errors.push(more[i]!);
  return errors;
}
