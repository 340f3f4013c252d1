import { schemaDocuments, type JsonSchema } from './schema-documents.ts';

/**
 * One event's schema made self-contained: every document it reaches is copied under its
 * `definitions` (objects under their title, shared shapes under their own name) and every
 * `$ref` points inside it. For tools that take a single schema with local refs only, such as
 * zod's `z.fromJSONSchema` or a JSON Schema faker.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { bundledEventSchema } from '@designhooks/schemas';
 * const ProjectUpdated = z.fromJSONSchema(bundledEventSchema('project.updated'));
 * ```
 */
export function bundledEventSchema(event: string): JsonSchema {
  const documents = new Map(schemaDocuments().map((doc) => [doc.$id as string, doc]));
  const root = documents.get(event);
  if (!root) throw new Error(`no schema for event "${event}"`);
  const definitions: Record<string, JsonSchema> = {};
  // A document's name inside the bundle: its title for objects, its key for shared shapes.
  const nameOf = (id: string, pointer: string): string => {
    if (pointer) return pointer.split('/').pop() as string;
    return documents.get(id)?.title as string;
  };
  const include = (id: string, pointer: string): string => {
    const name = nameOf(id, pointer);
    if (!(name in definitions)) {
      const doc = documents.get(id);
      if (!doc) throw new Error(`unresolved $ref to "${id}" from "${event}"`);
      const target = pointer ? resolvePointer(doc, pointer) : doc;
      definitions[name] = {}; // placeholder first: the comment object refers to itself
      definitions[name] = rewrite(target, id);
    }
    return `#/definitions/${name}`;
  };
  const rewrite = (node: unknown, baseId: string): JsonSchema => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, baseId)) as unknown as JsonSchema;
    if (node === null || typeof node !== 'object') return node as JsonSchema;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema' || (key === 'definitions' && baseId !== event)) continue;
      if (key === '$ref' && typeof value === 'string') {
        const [path = '', pointer = ''] = value.split('#');
        const id = path ? resolveId(baseId, path) : baseId;
        out.$ref = id === event && !pointer ? '#' : include(id, pointer);
      } else {
        out[key] = rewrite(value, baseId);
      }
    }
    return out;
  };
  const bundled = rewrite(root, event);
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...bundled, definitions };
}

/** Resolves a relative `$ref` path against the `$id` of the document that holds it. */
function resolveId(baseId: string, ref: string): string {
  return new URL(ref, `file:///${baseId}`).pathname.slice(1);
}

function resolvePointer(doc: JsonSchema, pointer: string): JsonSchema {
  let node: unknown = doc;
  for (const part of pointer.split('/').filter(Boolean)) node = (node as JsonSchema)[part];
  return node as JsonSchema;
}
