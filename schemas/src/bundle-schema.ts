import { schemaDocuments, type JsonSchema } from './schema-documents.ts';
import { SCHEMA_ID_BASE } from './schema-ids.ts';

/**
 * Makes a schema self-contained: every document it reaches by `$ref` (resolved against `$id`, as
 * JSON Schema says) is copied under `definitions`, objects and events under their `title`,
 * shared shapes under their own key, and every `$ref` is rewritten to point inside. Tools that
 * take one schema with local refs only (zod's `z.fromJSONSchema`, json-schema-to-typescript,
 * fakers) can then read the contract.
 *
 * @example
 * ```ts
 * import { bundleSchema, eventSchemaId } from '@designhooks/schemas';
 * const all = bundleSchema({ $id: 'https://example.com/all.json', anyOf: [{ $ref: eventSchemaId('project.updated') }, { $ref: eventSchemaId('comment.created') }] });
 * ```
 */
export function bundleSchema(root: JsonSchema): JsonSchema {
  const rootId = String(root.$id ?? '');
  const documents = new Map(schemaDocuments().map((doc) => [doc.$id as string, doc]));
  const definitions: Record<string, JsonSchema> = {};

  const include = (id: string, pointer: string): string => {
    const doc = documents.get(id);
    if (!doc) throw new Error(`unresolved $ref to "${id}"`);
    const name = pointer ? (pointer.split('/').pop() as string) : (doc.title as string);
    if (!(name in definitions)) {
      definitions[name] = {}; // placeholder first: a comment refers to itself
      definitions[name] = rewrite(pointer ? resolvePointer(doc, pointer) : doc, id);
    }
    return `#/definitions/${name}`;
  };
  const rewrite = (node: unknown, baseId: string): JsonSchema => {
    if (Array.isArray(node))
      return node.map((item) => rewrite(item, baseId)) as unknown as JsonSchema;
    if (node === null || typeof node !== 'object') return node as JsonSchema;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema' || key === 'definitions') continue;
      if (key === '$ref' && typeof value === 'string') {
        const [path = '', pointer = ''] = value.split('#');
        const id = path ? resolveId(baseId, path) : baseId;
        out.$ref = id === rootId && !pointer ? '#' : include(id, pointer);
      } else {
        out[key] = rewrite(value, baseId);
      }
    }
    return out;
  };
  const bundled = rewrite(root, rootId);
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...bundled, definitions };
}

/** Resolves a relative `$ref` path against the `$id` of the document that holds it (an absolute URL). */
function resolveId(baseId: string, ref: string): string {
  return new URL(ref, URL.canParse(baseId) ? baseId : SCHEMA_ID_BASE).href;
}

function resolvePointer(doc: JsonSchema, pointer: string): JsonSchema {
  let node: unknown = doc;
  for (const part of pointer.split('/').filter(Boolean)) node = (node as JsonSchema)[part];
  return node as JsonSchema;
}
