import { Ajv, _ } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { bundleSchema, schemaDocuments, type JsonSchema } from '@designhooks/schemas';
import { formats } from '../../packages/receiver/src/contract/formats/formats.ts';
import { GENERATED_HEADER } from './generated-header.ts';
import type { GeneratedFile } from './generated-file.ts';
import { compiledOnLoad } from './compiled-on-load.ts';
import { driftCheckCode } from './drift-check-code.ts';
import { driftTable } from './generate-drift-table.ts';
import { withoutErrorObjects } from './without-error-objects.ts';

type StandaloneCode = (ajv: Ajv, validate: unknown) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: StandaloneCode }).default ??
  standaloneModule) as StandaloneCode;

/** Where the generated validators go, relative to the repository root. */
export const VALIDATORS_DIR = 'packages/receiver/src/contract/generated';
/** The module name of the envelope's validator (bodies whose event is not a known one). */
export const ENVELOPE_VALIDATOR = 'envelope';

// What Ajv's standalone output `require`s at run time, and the receiver's own copy of each: the
// generated modules import these instead, so ajv is never loaded when a delivery is validated.
const RUNTIME_REPLACEMENTS: Record<string, { name: string; from: string }> = {
  'require("ajv/dist/runtime/ucs2length").default': {
    name: 'ucs2length',
    from: '../formats/ucs2-length.ts',
  },
  'require("ajv/dist/runtime/equal").default': {
    name: 'deepEqual',
    from: '../formats/deep-equal.ts',
  },
};

/**
 * packages/receiver/src/contract/generated/: one module per event (plus the envelope) holding
 * Ajv standalone code compiled from schemas/ with the contract's strict settings and all errors
 * collected, a loader map that imports each on first use, and the event names. Everything is
 * derived from schemas/: the envelope's `eventName` enum gives the names, and each name's
 * schema is the document whose `event` property is that `const`.
 */
export function generateValidators(): GeneratedFile[] {
  const documents = schemaDocuments();
  const envelope = documents.find((doc) => String(doc.$id).endsWith('envelope.schema.json'));
  const names = (envelope?.definitions as { eventName?: { enum?: unknown } } | undefined)?.eventName
    ?.enum;
  if (!envelope || !Array.isArray(names))
    throw new Error('schemas: no envelope.schema.json with definitions.eventName.enum');
  const events = (names as string[]).map((name) => {
    const doc = documents.find(
      (d) => (d.properties as { event?: { const?: unknown } } | undefined)?.event?.const === name,
    );
    if (!doc)
      throw new Error(
        `schemas: event "${name}" is in the envelope's enum but no schema has properties.event.const = "${name}"`,
      );
    return { name, id: String(doc.$id), doc };
  });
  checkFormats(documents);

  const { table, roots } = driftTable();
  const modules = [
    {
      module: ENVELOPE_VALIDATOR,
      id: String(envelope.$id),
      title: 'the envelope (bodies of unknown events)',
      drift: undefined,
    },
    ...events.map((e) => ({
      module: e.name,
      id: e.id,
      title: `${e.name} deliveries`,
      drift: driftCheckCode(table, roots[e.name] ?? 0),
    })),
  ];
  const files: GeneratedFile[] = modules.flatMap(({ module, id, title, drift }) => [
    {
      path: `${VALIDATORS_DIR}/${module}.ts`,
      content: validatorModule(documents, id, title, 'fast', drift),
    },
    {
      path: `${VALIDATORS_DIR}/${module}.errors.ts`,
      content: validatorModule(documents, id, title, 'errors'),
    },
  ]);
  files.push({
    path: `${VALIDATORS_DIR}/validator-loaders.ts`,
    content: loadersModule(modules.map((m) => m.module)),
  });
  files.push({
    path: `${VALIDATORS_DIR}/event-names.ts`,
    content: eventNamesModule(events.map((e) => e.name)),
  });
  files.push({
    path: `${VALIDATORS_DIR}/bundled-event-schemas.ts`,
    content: bundledSchemasModule(events),
  });
  return files;
}

/**
 * `fast`: stops at the first error and builds no messages (the smaller module every delivery of
 * the event loads); `errors`: collects every error with its message, imported only once a body
 * has failed. Both with the contract's strict settings (schemas/test/strict-ajv.ts).
 */
function validatorModule(
  documents: JsonSchema[],
  id: string,
  title: string,
  kind: 'fast' | 'errors',
  drift?: string,
): string {
  const ajv = new Ajv({
    schemas: documents,
    strict: true,
    allowUnionTypes: true,
    allErrors: kind === 'errors',
    messages: kind === 'errors',
    code: { source: true, esm: true, lines: true, formats: _`formats` },
  });
  for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check);
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`schemas: no schema with $id "${id}"`);
  let code = standaloneCode(ajv, validate).replace(/^"use strict";\n?/, '');
  const imports = ["import { formats } from '../formats/formats.ts';"];
  for (const [required, { name, from }] of Object.entries(RUNTIME_REPLACEMENTS)) {
    if (!code.includes(required)) continue;
    code = code.replaceAll(required, name);
    imports.push(`import { ${name} } from '${from}';`);
  }
  if (/\brequire\(/.test(code))
    throw new Error(
      `Ajv's code for ${id} requires a runtime module the generator does not replace: ${code.match(/require\([^)]*\)/)![0]}`,
    );
  if (!code.includes('formats.') && !code.includes('formats[')) imports.shift();
  if (drift) imports.push("import { shapeBit } from '../value-shape.ts';");
  return [
    `// ${GENERATED_HEADER}`,
    '// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.',
    kind === 'fast'
      ? `// Validates ${title}, stopping at the first error; loaded on first use, never compiled at run time.`
      : `// Every error of ${title}, with messages; loaded only once a body has failed the fast check.`,
    ...imports,
    '',
    // The fast module's errors are never read (check-with.ts loads the .errors module): dropped;
    // it is imported only to be called, so V8 compiles its functions as it loads it.
    (kind === 'fast' ? compiledOnLoad(withoutErrorObjects(code)) : code).trim(),
    ...(drift ? ['', drift] : []),
    '',
  ].join('\n');
}

function loadersModule(modules: string[]): string {
  return [
    `// ${GENERATED_HEADER}`,
    '// Source: schemas/ (the envelope and every event schema).',
    "import type { GeneratedValidator } from '../generated-validator.ts';",
    '',
    'type Loader = () => Promise<{ default: GeneratedValidator }>;',
    '',
    '/** Imports one fast validator module on first use: a cold start loads only the event at hand. */',
    'export const validatorLoaders: Readonly<Record<string, Loader>> = {',
    ...modules.map((m) => `  ${JSON.stringify(m)}: () => import(${JSON.stringify(`./${m}.ts`)}),`),
    '};',
    '',
    '/** Imports the validator that lists every error, once a body of that event has failed. */',
    'export const errorValidatorLoaders: Readonly<Record<string, Loader>> = {',
    ...modules.map(
      (m) => `  ${JSON.stringify(m)}: () => import(${JSON.stringify(`./${m}.errors.ts`)}),`,
    ),
    '};',
    '',
  ].join('\n');
}

function eventNamesModule(names: string[]): string {
  return [
    `// ${GENERATED_HEADER}`,
    "// Source: schemas/envelope.schema.json's definitions.eventName.enum.",
    '',
    "/** The event names the contract knows, in the envelope's order. */",
    `export const EVENT_NAMES: readonly string[] = [${names.map((n) => JSON.stringify(n)).join(', ')}];`,
    '',
  ].join('\n');
}

function bundledSchemasModule(events: { name: string; doc: JsonSchema }[]): string {
  return [
    `// ${GENERATED_HEADER}`,
    '// Source: schemas/ (each event schema with its references bundled in, for @designhooks/receiver/zod).',
    '',
    "/** Each event's JSON Schema made self-contained (local `#/definitions/...` refs only). */",
    'export const bundledEventSchemas: Readonly<Record<string, Record<string, unknown>>> = {',
    ...events.map((e) => `  ${JSON.stringify(e.name)}: ${JSON.stringify(bundleSchema(e.doc))},`),
    '};',
    '',
  ].join('\n');
}

/** Every `format` the schemas use needs a hand-written check in the receiver (formats.ts). */
function checkFormats(documents: JsonSchema[]): void {
  const used = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'format' && typeof inner === 'string') used.add(inner);
        walk(inner);
      }
    }
  };
  walk(documents);
  const missing = [...used].filter((name) => !(name in formats));
  if (missing.length) {
    throw new Error(
      `schemas use format ${missing.join(', ')}: add a check to packages/receiver/src/contract/formats/ (known: ${Object.keys(formats).join(', ')})`,
    );
  }
}
