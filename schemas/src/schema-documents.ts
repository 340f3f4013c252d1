import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasDir } from './schemas-dir.ts';

/** A JSON Schema document as stored in schemas/ (draft-07). */
export type JsonSchema = { [keyword: string]: unknown };

let cache: JsonSchema[] | undefined;

/**
 * Every schema document of the contract, each carrying its own absolute `$id` (the base URL plus
 * its path under schemas/), in dependency order: definitions, envelope, objects, events. Hand
 * them all to a validator that resolves `$ref` by `$id` (Ajv's `addSchema`), then look events up
 * with `eventSchemaId(name)`; or load the files by location: the `$ref`s resolve the same way.
 *
 * @example
 * ```ts
 * import Ajv from 'ajv';
 * import { eventSchemaId, schemaDocuments } from '@designhooks/schemas';
 * const ajv = new Ajv({ schemas: schemaDocuments(), allowUnionTypes: true });
 * ajv.getSchema(eventSchemaId('project.updated'));
 * ```
 */
export function schemaDocuments(): JsonSchema[] {
  cache ??= [
    'definitions.schema.json',
    'envelope.schema.json',
    ...listJson('objects'),
    ...listJson('events'),
  ].map((file) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as JsonSchema);
  return structuredClone(cache);
}

function listJson(folder: string): string[] {
  return readdirSync(join(schemasDir, folder))
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => `${folder}/${name}`);
}
