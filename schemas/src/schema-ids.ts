/**
 * Base of every schema's `$id`: each `$id` is this URL plus the file's path under schemas/, so
 * relative `$ref`s resolve the same way by `$id` (Ajv, ajv-cli) and by file location (editors,
 * bundlers, other languages' validators).
 *
 * @example
 * ```ts
 * import { SCHEMA_ID_BASE } from '@designhooks/schemas';
 * new URL('objects/project.schema.json', SCHEMA_ID_BASE).href; // the project schema's $id
 * ```
 */
export const SCHEMA_ID_BASE = 'https://designhooks.dev/schemas/';

/**
 * `$id` of the envelope schema: every delivery body, whatever its event.
 *
 * @example
 * ```ts
 * import { ENVELOPE_SCHEMA_ID } from '@designhooks/schemas';
 * ajv.getSchema(ENVELOPE_SCHEMA_ID);
 * ```
 */
export const ENVELOPE_SCHEMA_ID = `${SCHEMA_ID_BASE}envelope.schema.json`;

/**
 * `$id` of the definitions document (shared value shapes).
 *
 * @example
 * ```ts
 * import { DEFINITIONS_SCHEMA_ID } from '@designhooks/schemas';
 * `${DEFINITIONS_SCHEMA_ID}#/definitions/uuid`;
 * ```
 */
export const DEFINITIONS_SCHEMA_ID = `${SCHEMA_ID_BASE}definitions.schema.json`;

/**
 * `$id` of one event's schema (`events/<event>.schema.json` under the base). The event name
 * itself is in the schema as `properties.event.const`.
 *
 * @example
 * ```ts
 * import { eventSchemaId } from '@designhooks/schemas';
 * eventSchemaId('project.updated'); // 'https://designhooks.dev/schemas/events/project.updated.schema.json'
 * ```
 */
export function eventSchemaId(event: string): string {
  return `${SCHEMA_ID_BASE}events/${event}.schema.json`;
}

/**
 * The path of a schema under schemas/ from its `$id` (`objects/project.schema.json`), or
 * undefined for an `$id` outside the contract.
 *
 * @example
 * ```ts
 * import { schemaPath } from '@designhooks/schemas';
 * schemaPath('https://designhooks.dev/schemas/objects/user.schema.json'); // 'objects/user.schema.json'
 * ```
 */
export function schemaPath(id: string): string | undefined {
  return id.startsWith(SCHEMA_ID_BASE) ? id.slice(SCHEMA_ID_BASE.length) : undefined;
}
