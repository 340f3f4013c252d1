import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasDir } from '@designhooks/schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Validates values against a component schema of schemas/openapi.json: the errors, or [] when it conforms. */
export function openApiValidator(): (component: string, value: unknown) => string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, 'openapi.json'), 'utf8')), 'openapi');
  return (component, value) => {
    const validate = ajv.getSchema(`openapi#/components/schemas/${component}`);
    if (!validate) throw new Error(`no component ${component}`);
    return validate(value)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}
