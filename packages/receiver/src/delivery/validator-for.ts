import type { GeneratedValidator } from './generated-validator.ts';
import { validatorLoaders } from './generated/validator-loaders.ts';

const loaded = new Map<string, GeneratedValidator>();
const loading = new Map<string, Promise<GeneratedValidator>>();

/**
 * The generated validator of one event (or `envelope`), imported on first use and kept: a cold
 * start loads only the modules of the events it receives. Returns the validator itself once it
 * is loaded (the hot path stays synchronous), else a promise of it.
 *
 * @example
 * ```ts
 * import { validatorFor } from './validator-for.ts'; // internal
 * const validate = await validatorFor('project.updated');
 * validate({}); // false
 * ```
 */
export function validatorFor(name: string): GeneratedValidator | Promise<GeneratedValidator> {
  const ready = loaded.get(name);
  if (ready) return ready;
  let pending = loading.get(name);
  if (!pending) {
    const load = validatorLoaders[name];
    if (!load) throw new Error(`no generated validator named "${name}"`);
    pending = load().then((module) => {
      loaded.set(name, module.default);
      loading.delete(name);
      return module.default;
    });
    loading.set(name, pending);
  }
  return pending;
}
