import type { ValidationIssue } from '../errors.ts';
import type { ValidatorError } from './generated-validator.ts';

/**
 * Turns the generated validators' (Ajv) errors into one issue per failing path (a JSON pointer). The branches of a failed
 * `anyOf` at one path become one message joined with "or" (`must be null or must match ...`);
 * a missing property is reported at its own path (`/data/object/name: is required`).
 *
 * @example
 * ```ts
 * import { issuesFromErrors } from './issues-from-errors.ts'; // internal
 * import { validatorFor } from './validator-for.ts';
 * const validate = await validatorFor('project.updated');
 * validate({ event: 'project.updated' });
 * issuesFromErrors(validate.errors ?? []);
 * // [{ path: '/createdAt', message: 'is required' }, { path: '/data', message: 'is required' }]
 * ```
 */
export function issuesFromErrors(errors: readonly ValidatorError[]): ValidationIssue[] {
  const byPath = new Map<string, { messages: string[]; anyOf: boolean }>();
  for (const error of errors) {
    const { path, message } = describe(error);
    const entry = byPath.get(path) ?? { messages: [], anyOf: false };
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') entry.anyOf = true;
    else if (!entry.messages.includes(message)) entry.messages.push(message);
    byPath.set(path, entry);
  }
  return [...byPath].map(([path, { messages, anyOf }]) => ({
    path,
    message: messages.length
      ? messages.join(anyOf ? ' or ' : '; ')
      : 'must match one of the allowed shapes',
  }));
}

function describe(error: ValidatorError): ValidationIssue {
  const params = error.params;
  if (error.keyword === 'required') {
    return {
      path: `${error.instancePath}/${escapePointer(String(params.missingProperty))}`,
      message: 'is required',
    };
  }
  let message = error.message ?? `fails ${error.keyword}`;
  if (error.keyword === 'enum')
    message += `: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'const') message += `: ${JSON.stringify(params.allowedValue)}`;
  return { path: error.instancePath, message };
}

function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
