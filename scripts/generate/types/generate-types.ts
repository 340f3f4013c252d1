import { compile } from 'json-schema-to-typescript';
import { format } from 'prettier';
import {
  bundleSchema,
  DEFINITIONS_SCHEMA_ID,
  SCHEMA_ID_BASE,
  schemaDocuments,
  type JsonSchema,
} from '@designhooks/schemas';
import { eventTable } from '../schema/event-table.ts';
import { knownValuesOf } from '../schema/known-values-of.ts';
import { GENERATED_HEADER } from '../output/generated-header.ts';
import type { GeneratedFile } from '../output/generated-file.ts';

const ROOT_TITLE = 'DesignhooksContract';

/**
 * packages/types/src/generated/contract.ts: one interface per object and per event from the
 * schemas (json-schema-to-typescript over a bundle of every document, so each type is declared
 * once), then the event-name tuple and the maps derived from it.
 */
export async function generateTypes(): Promise<GeneratedFile> {
  const ids = schemaDocuments()
    .map((doc) => doc.$id as string)
    .filter((id) => id !== DEFINITIONS_SCHEMA_ID);
  const root = {
    $id: `${SCHEMA_ID_BASE}contract.json`,
    title: ROOT_TITLE,
    type: 'object',
    properties: Object.fromEntries(ids.map((id) => [id, { $ref: id }])),
  };
  const declarations = await compile(
    knownValues(onlyRefs(bundleSchema(root))) as never,
    ROOT_TITLE,
    {
      additionalProperties: false, // no index signatures: a misspelt field is a type error (the schemas themselves stay open)
      bannerComment: '',
      unreachableDefinitions: false,
    },
  );
  const events = eventTable();
  const first = events[0]!; // named in the examples
  const content = [
    `// ${GENERATED_HEADER}`,
    '// Source: schemas/*.schema.json (json-schema-to-typescript).',
    '',
    withoutDeclaration(
      withoutDeclaration(declarations, 'interface', ROOT_TITLE),
      'type',
      'EventName',
    ).trim(),
    '',
    '/**',
    ' * The ten event names, in the order of the spec.',
    ' *',
    ' * @example',
    ' * ```ts',
    " * import { eventNames, type EventName } from '@designhooks/types';",
    ' * const isEventName = (name: string): name is EventName => (eventNames as readonly string[]).includes(name);',
    ' * ```',
    ' */',
    `export const eventNames = [${events.map((e) => JSON.stringify(e.name)).join(', ')}] as const;`,
    '',
    '/** An event name: derived from the tuple, so the list and the type cannot disagree. */',
    'export type EventName = (typeof eventNames)[number];',
    '',
    '/** Maps each event name to the type of its delivery body. */',
    'export interface EventPayloadMap {',
    ...events.map((e) => `  ${JSON.stringify(e.name)}: ${e.title};`),
    '}',
    '',
    '/** Any delivery body of a known event. */',
    'export type WebhookDelivery = EventPayloadMap[EventName];',
    '',
    '/**',
    ' * The objectType that data.object carries for each event.',
    ' *',
    ' * @example',
    ' * ```ts',
    " * import { eventObjectTypes } from '@designhooks/types';",
    ` * eventObjectTypes['${first.name}']; // '${first.objectType}'`,
    ' * ```',
    ' */',
    'export const eventObjectTypes = {',
    ...events.map((e) => `  ${JSON.stringify(e.name)}: ${JSON.stringify(e.objectType)},`),
    '} as const satisfies Record<EventName, string>;',
    '',
    '/**',
    ' * When each event fires, from the spec.',
    ' *',
    ' * @example',
    ' * ```ts',
    " * import { eventDescriptions } from '@designhooks/types';",
    ` * eventDescriptions['${first.name}']; // ${JSON.stringify(first.description)}`,
    ' * ```',
    ' */',
    'export const eventDescriptions: Record<EventName, string> = {',
    ...events.map((e) => `  ${JSON.stringify(e.name)}: ${JSON.stringify(e.description)},`),
    '};',
    '',
  ].join('\n');
  return {
    path: 'packages/types/src/generated/contract.ts',
    content: await format(content, { parser: 'typescript', printWidth: 100, singleQuote: true }),
  };
}

/**
 * Draft-07 ignores keywords beside `$ref`; json-schema-to-typescript would instead declare a
 * second copy of the referenced type (User2). Keep only the `$ref`.
 */
function onlyRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(onlyRefs);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, onlyRefs(value)]));
}

/**
 * An enumeration of known values that accepts any other string is written in the schemas as
 * `anyOf: [{ type: 'string', enum: [...] }, { type: 'string' }]` (plus `{ type: 'null' }` when
 * nullable): plain JSON Schema every tool reads. json-schema-to-typescript would make that
 * `'a' | 'b' | string`, which TypeScript collapses to `string` (no autocompletion); `tsType`
 * keeps the known values suggested: `'a' | 'b' | (string & {})`.
 */
function knownValues(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(knownValues);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const values = knownValuesOf(schema);
  if (values) {
    const union = [...values.map((v) => JSON.stringify(v)), '(string & {})'];
    if (values.nullable) union.push('null');
    return {
      ...(schema.description ? { description: schema.description } : {}),
      tsType: union.join(' | '),
    };
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, knownValues(value)]),
  );
}

/** Drops one declaration (and its JSDoc) from json-schema-to-typescript's output. */
function withoutDeclaration(source: string, kind: 'interface' | 'type', name: string): string {
  const body = kind === 'interface' ? '\\{[\\s\\S]*?\\n\\}\\n' : '=[\\s\\S]*?;\\n';
  const declaration = new RegExp(
    `(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n)?export ${kind} ${name} ${body}`,
  );
  if (!declaration.test(source)) throw new Error(`generated types lack ${kind} ${name}`);
  return source.replace(declaration, '');
}
