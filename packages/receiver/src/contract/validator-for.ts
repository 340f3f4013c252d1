import type { ValidationIssue } from '../errors.ts';
import type { GeneratedValidator, ValidatorError } from './generated-validator.ts';
import { errorValidatorLoaders, validatorLoaders } from './generated/validator-loaders.ts';

// An event's generated validators: loaded on first use (validatorFor, errorValidatorFor), run
// (checkWith), their errors turned into one issue per failing path (issuesFromErrors).

type Loaders = Readonly<Record<string, () => Promise<{ default: GeneratedValidator }>>>;

const loaded = new Map<string, GeneratedValidator>();
const loading = new Map<string, Promise<GeneratedValidator>>();

function load(
  loaders: Loaders,
  key: string,
  name: string,
): GeneratedValidator | Promise<GeneratedValidator> {
  const ready = loaded.get(key);
  if (ready) return ready;
  let pending = loading.get(key);
  if (!pending) {
    const importModule = loaders[name];
    if (!importModule) throw new Error(`no generated validator named "${name}"`);
    pending = importModule().then((module) => {
      loaded.set(key, module.default);
      loading.delete(key);
      return module.default;
    });
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The generated validator of one event (or `envelope`), stopping at the first error and
 * building no error objects (only its answer is read; errorValidatorFor says why): imported
 * on first use and kept, so a cold start loads only the modules of the events it receives.
 * Returns the validator itself once it is loaded (the hot path stays synchronous), else a
 * promise of it.
 *
 * @example
 * ```ts
 * import { validatorFor } from './validator-for.ts'; // internal
 * const validate = await validatorFor('project.updated');
 * validate({}); // false
 * ```
 */
export function validatorFor(name: string): GeneratedValidator | Promise<GeneratedValidator> {
  return load(validatorLoaders, name, name);
}

/**
 * The fast validator of one event if a delivery of it has loaded it already, else undefined:
 * for what must answer at once (drift detection), never importing.
 *
 * @example
 * ```ts
 * import { loadedValidator } from './validator-for.ts'; // internal
 * loadedValidator('project.updated')?.hasDrift; // the event's drift check, once loaded
 * ```
 */
export function loadedValidator(name: string): GeneratedValidator | undefined {
  return loaded.get(name);
}

/**
 * The generated validator of one event that collects every error with its message: imported
 * only once a body has failed `validatorFor(name)`, to say why.
 *
 * @example
 * ```ts
 * import { errorValidatorFor } from './validator-for.ts'; // internal
 * const validate = await errorValidatorFor('project.updated');
 * validate({});
 * validate.errors?.length; // 3
 * ```
 */
export function errorValidatorFor(name: string): GeneratedValidator | Promise<GeneratedValidator> {
  return load(errorValidatorLoaders, `${name} errors`, name);
}

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
 * import { checkWith, validatorFor } from './validator-for.ts'; // internal
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

/**
 * Turns the generated validators' (Ajv) errors into one issue per failing path (a JSON pointer). The branches of a failed
 * `anyOf` at one path become one message joined with "or" (`must be null or must match ...`);
 * a missing property is reported at its own path (`/data/object/name: is required`).
 *
 * @example
 * ```ts
 * import { issuesFromErrors, validatorFor } from './validator-for.ts'; // internal
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

/**
 * What each `pattern` of the delivery schemas means, said instead of the regular expression (a
 * person reading a 422 or a report should not have to read a 100-character regex). A test fails
 * when a schema gains a pattern this table does not name.
 */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$':
    'must be an ISO 8601 UTC timestamp ending in Z, such as 2026-01-05T09:00:00Z',
  '^[0-9a-f]{40}$': 'must be a commit SHA: 40 lowercase hex digits',
  '^#': 'must be a hex color starting with #',
};

function describe(error: ValidatorError): ValidationIssue {
  const params = error.params;
  if (error.keyword === 'required') {
    return {
      path: `${error.instancePath}/${escapePointer(String(params.missingProperty))}`,
      message: 'is required',
    };
  }
  let message =
    (error.keyword === 'pattern' && PATTERN_MESSAGES[String(params.pattern)]) ||
    error.message ||
    `fails ${error.keyword}`;
  if (error.keyword === 'enum')
    message += `: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (error.keyword === 'const') message += `: ${JSON.stringify(params.allowedValue)}`;
  return { path: error.instancePath, message };
}

function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
