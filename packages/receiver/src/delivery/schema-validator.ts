import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { eventSchemaId, schemaDocuments } from '@designhooks/schemas';
import { fastUriFormat } from './fast-uri-format.ts';

type AjvInstance = {
  getSchema(id: string): ValidateFunction | undefined;
  addFormat(name: string, format: (value: string) => boolean): unknown;
};
type AjvClass = new (options: Record<string, unknown>) => AjvInstance;
type AddFormats = (ajv: AjvInstance) => unknown;

// Ajv is loaded on the first validation, not on import: importing the SDK (the CLI does, for
// sign()) stays cheap, and each event's validator is compiled the first time it is needed.
const require = createRequire(import.meta.url);
const instances: { fast?: AjvInstance; complete?: AjvInstance } = {};
const validators = new Map<string, (value: unknown) => boolean>();

function ajv(kind: 'fast' | 'complete'): AjvInstance {
  let instance = instances[kind];
  if (!instance) {
    const Ajv = (require('ajv') as { default: AjvClass }).default;
    const addFormats = (require('ajv-formats') as { default: AddFormats }).default;
    // Same settings as the contract's strict check, so both agree on every body.
    instance = new Ajv({
      schemas: schemaDocuments(),
      strict: true,
      allowUnionTypes: true,
      allErrors: kind === 'complete',
    });
    addFormats(instance);
    const { fullFormats } = require('ajv-formats/dist/formats') as { fullFormats: { uri: (value: string) => boolean } };
    instance.addFormat('uri', fastUriFormat(fullFormats.uri));
    instances[kind] = instance;
  }
  return instance;
}

/**
 * The compiled validator of one schema (an event name, or the envelope's `$id`), stopping at
 * the first error: the hot path. Compiled on first use, then cached by Ajv.
 *
 * @example
 * ```ts
 * import { schemaValidator } from './schema-validator.ts'; // internal
 * const validate = schemaValidator('project.updated');
 * validate({}); // false
 * ```
 */
export function schemaValidator(id: string): (value: unknown) => boolean {
  let checked = validators.get(id);
  if (!checked) {
    const validate = ajv('fast').getSchema(schemaIdOf(id));
    if (!validate) throw new Error(`no schema with $id "${id}"`);
    checked = (value) => {
      try {
        return validate(value);
      } catch (error) {
        // A comment's parent is a comment: thousands of levels exhaust the stack. Invalid.
        if (error instanceof RangeError) return false;
        throw error;
      }
    };
    validators.set(id, checked);
  }
  return checked;
}

/**
 * Every error of a value that failed `schemaValidator(id)`, from a second validator compiled
 * with `allErrors`, only when a body has already failed.
 *
 * @example
 * ```ts
 * import { schemaErrors } from './schema-validator.ts'; // internal
 * schemaErrors('project.updated', {}).length; // 3: createdAt, event and data are missing
 * ```
 */
export function schemaErrors(id: string, value: unknown): ErrorObject[] {
  const validate = ajv('complete').getSchema(schemaIdOf(id));
  if (!validate) throw new Error(`no schema with $id "${id}"`);
  try {
    return validate(value) ? [] : [...(validate.errors ?? [])];
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return [{ instancePath: '', schemaPath: '#', keyword: 'depth', params: {}, message: 'is nested too deeply to validate' }];
  }
}

/** An event name's schema `$id`; an `$id` (the envelope's) is already one. */
function schemaIdOf(nameOrId: string): string {
  return nameOrId.includes('://') ? nameOrId : eventSchemaId(nameOrId);
}
