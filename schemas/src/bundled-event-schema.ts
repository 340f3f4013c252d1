import { bundleSchema } from './bundle-schema.ts';
import { schemaDocuments, type JsonSchema } from './schema-documents.ts';
import { eventSchemaId } from './schema-ids.ts';

/**
 * One event's schema made self-contained (see `bundleSchema`): local `#/definitions/...` refs
 * only, for zod's `z.fromJSONSchema`, fakers and other single-schema tools.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { bundledEventSchema } from '@designhooks/schemas';
 * const ProjectUpdated = z.fromJSONSchema(bundledEventSchema('project.updated'));
 * ```
 */
export function bundledEventSchema(event: string): JsonSchema {
  const root = schemaDocuments().find((doc) => doc.$id === eventSchemaId(event));
  if (!root) throw new Error(`no schema for event "${event}"`);
  return bundleSchema(root);
}
