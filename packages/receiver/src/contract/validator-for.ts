import type { GeneratedValidator } from './generated-validator.ts';
import { errorValidatorLoaders, validatorLoaders } from './generated/validator-loaders.ts';

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
