import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSchema, schemasDir, type JsonSchema } from '@designhooks/schemas';

/** One event's request body for the OpenAPI `webhooks` section. */
export interface EventComponent {
  /** The event name, from the file name `events/<event>.schema.json`. */
  event: string;
  /** Component name of its body schema (the schema's `title`). */
  name: string;
  description: string;
}

/**
 * Every event schema file made into OpenAPI components: each `schemas/events/<event>.schema.json`
 * is bundled by the schemas package (every `$ref` resolved against `$id`, whatever form the ids
 * take), and its definitions are lifted into `components.schemas` with refs rewritten there. The
 * event names come from the file names, never from hard-coded ids. Two events bundling different
 * shapes under one name is an error.
 *
 * @example
 * ```ts
 * const { events, schemas } = eventComponents();
 * schemas[events[0].name]; // the body schema of the first event
 * ```
 */
export function eventComponents(): {
  events: EventComponent[];
  schemas: Record<string, JsonSchema>;
} {
  const dir = join(schemasDir, 'events');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  const schemas: Record<string, JsonSchema> = {};
  const add = (name: string, schema: JsonSchema): void => {
    const existing = schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema))
      throw new Error(`two different schemas bundle as "${name}"`);
    schemas[name] = schema;
  };
  const events = files.map((file) => {
    const event = file.slice(0, -'.schema.json'.length);
    const document = JSON.parse(readFileSync(join(dir, file), 'utf8')) as JsonSchema;
    const name = String(document.title ?? event);
    const {
      definitions = {},
      $schema: _dialect,
      ...root
    } = bundleSchema(document) as JsonSchema & { definitions?: Record<string, JsonSchema> };
    const here = `#/components/schemas/${name}`;
    for (const [key, value] of Object.entries(definitions)) add(key, relink(value, here));
    add(name, relink(root, here));
    return { event, name, description: String(document.description ?? '') };
  });
  const sorted = Object.fromEntries(
    Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  return { events, schemas: sorted };
}

/** Points `#/definitions/X` refs at `#/components/schemas/X`, and `#` (the root itself) at `self`. */
function relink(node: unknown, self: string): JsonSchema {
  if (Array.isArray(node)) return node.map((item) => relink(item, self)) as unknown as JsonSchema;
  if (node === null || typeof node !== 'object') return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value === '#' ? self : value.replace(/^#\/definitions\//, '#/components/schemas/');
    else out[key] = relink(value, self);
  }
  return out;
}
