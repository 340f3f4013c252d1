import { Ajv, _ } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { bundleSchema, schemaDocuments, type JsonSchema } from '@designhooks/schemas';
import { formats } from '../../../packages/receiver/src/contract/formats/formats.ts';
import { ENVELOPE_VALIDATOR } from '../../../packages/receiver/src/contract/generated-validator.ts';
import { GENERATED_HEADER } from '../output/generated-header.ts';
import { VALIDATORS_DIR, type GeneratedFile } from '../output/generated-file.ts';
import { compiledOnLoad } from './compiled-on-load.ts';
import { driftCheckCode } from './drift-check-code.ts';
import { driftTable } from './generate-drift-table.ts';
import { withoutErrorObjects } from './without-error-objects.ts';
import { boundedErrors } from './bounded-errors.ts';

type StandaloneCode = (ajv: Ajv, validate: unknown) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: StandaloneCode }).default ??
  standaloneModule) as StandaloneCode;

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
 * packages/receiver/src/contract/generated/: one module per resource shape (plus the envelope)
 * holding Ajv standalone code compiled from schemas/ with the contract's strict settings, a loader
 * map that imports a shape's module on the first delivery of one of its events, and the event
 * names. The events of one shape (project.created, .updated and .deleted) have schemas that differ
 * only in the event name, so their module is compiled once from the shape's schema with the event
 * name left as a parameter: `validatorFor(eventName)` returns that event's validator. Everything
 * is derived from schemas/: the envelope's `eventName` enum gives the names, each name's schema is
 * the document whose `event` property is that `const`, and events whose schemas match but for
 * that `const` (and their title, description and $id) share a shape, named after the part of
 * their names before the dot.
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
  const files: GeneratedFile[] = [
    {
      path: `${VALIDATORS_DIR}/${ENVELOPE_VALIDATOR}.ts`,
      content: envelopeModule(documents, String(envelope.$id), 'fast'),
    },
    {
      path: `${VALIDATORS_DIR}/${ENVELOPE_VALIDATOR}.errors.ts`,
      content: envelopeModule(documents, String(envelope.$id), 'errors'),
    },
  ];
  const shapes = shapesOf(events);
  for (const shape of shapes) {
    const drift = driftCheckCode(
      table,
      Object.fromEntries(shape.events.map((event) => [event, roots[event] ?? 0])),
    );
    files.push(
      {
        path: `${VALIDATORS_DIR}/${shape.module}.ts`,
        content: shapeModule(documents, shape, 'fast', drift),
      },
      {
        path: `${VALIDATORS_DIR}/${shape.module}.errors.ts`,
        content: shapeModule(documents, shape, 'errors'),
      },
    );
  }
  files.push({
    path: `${VALIDATORS_DIR}/validator-loaders.ts`,
    content: loadersModule(shapes),
  });
  files.push({
    path: `${VALIDATORS_DIR}/bundled-event-schemas.ts`,
    content: bundledSchemasModule(events),
  });
  return files;
}

/** Events whose schemas differ only in their event name, compiled into one module. */
interface Shape {
  /** The module's name: the events' names before the dot (`project`). */
  module: string;
  events: string[];
  /** The shared schema, the event's `const` a placeholder, with an $id of its own. */
  schema: JsonSchema;
  /** Each event's own schema, made comparable (the shape's $id, no title or description). */
  own: Record<string, JsonSchema>;
}

// A string no schema holds: compiled in place of the event name, then turned into the parameter.
const EVENT_PLACEHOLDER = '@designhooks/event-name-parameter';

function shapesOf(events: { name: string; id: string; doc: JsonSchema }[]): Shape[] {
  const shapes = new Map<string, Shape>();
  for (const { name, id, doc } of events) {
    const module = name.split('.')[0]!;
    const $id = new URL(`${module}.shape.json`, id).href;
    const comparable = (event: string): JsonSchema => {
      const { title: _title, description: _description, ...rest } = structuredClone(doc);
      const properties = rest.properties as Record<string, Record<string, unknown>>;
      properties.event = { ...properties.event, const: event };
      return { ...rest, $id };
    };
    const schema = comparable(EVENT_PLACEHOLDER);
    const shape = shapes.get(module);
    if (!shape) {
      shapes.set(module, { module, events: [name], schema, own: { [name]: comparable(name) } });
      continue;
    }
    if (JSON.stringify(shape.schema) !== JSON.stringify(schema))
      throw new Error(
        `schemas: ${name} and ${shape.events[0]} share the module "${module}" but their schemas differ beyond the event name`,
      );
    shape.events.push(name);
    shape.own[name] = comparable(name);
  }
  return [...shapes.values()];
}

/**
 * `fast`: stops at the first error and builds no messages (the smaller module every delivery of
 * the event loads); `errors`: collects errors with their messages, bounded and linear
 * (bounded-errors.ts), imported only once a body has failed. Both with the contract's strict
 * settings (schemas/test/strict-ajv.ts).
 */
function compile(documents: JsonSchema[], id: string, kind: 'fast' | 'errors', extra?: JsonSchema) {
  const ajv = new Ajv({
    schemas: extra ? [...documents, extra] : documents,
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
  if (kind === 'fast') {
    // The fast module's errors are never read (check-with.ts loads the .errors module): dropped;
    // it is imported only to be called, so V8 compiles its functions as it loads it.
    code = compiledOnLoad(withoutErrorObjects(code));
  } else {
    code = boundedErrors(code);
    imports.push("import { appendErrors, MAX_VALIDATION_ERRORS } from '../append-errors.ts';");
  }
  return { code: code.trim(), imports };
}

function header(kind: 'fast' | 'errors', title: string): string[] {
  return [
    `// ${GENERATED_HEADER}`,
    '// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.',
    kind === 'fast'
      ? `// Validates ${title}, stopping at the first error; loaded on first use, never compiled at run time.`
      : `// The errors of ${title} (the first MAX_VALIDATION_ERRORS), with messages; loaded only once a body has failed the fast check.`,
  ];
}

function envelopeModule(documents: JsonSchema[], id: string, kind: 'fast' | 'errors'): string {
  const { code, imports } = compile(documents, id, kind);
  return [
    ...header(kind, 'the envelope (bodies of unknown events)'),
    ...imports,
    '',
    code,
    '',
  ].join('\n');
}

/**
 * A shape's module: Ajv's code inside `validatorFor(eventName)`, the event name where the schema
 * had the placeholder. Checked here: for each event of the shape, the code compiled from its own
 * schema is the module's code with that event's name in place of the parameter.
 */
function shapeModule(
  documents: JsonSchema[],
  shape: Shape,
  kind: 'fast' | 'errors',
  drift?: string,
): string {
  const id = String(shape.schema.$id);
  const { code, imports } = compile(documents, id, kind, shape.schema);
  const placeholder = JSON.stringify(EVENT_PLACEHOLDER);
  if (!code.includes(placeholder))
    throw new Error(`the ${shape.module} shape's code never reads the event name`);
  for (const event of shape.events) {
    const own = compile(documents, id, kind, shape.own[event]).code;
    if (own !== code.replaceAll(placeholder, JSON.stringify(event)))
      throw new Error(`${event}'s code differs from its shape's (${shape.module}) beyond the name`);
  }
  // Ajv's exports name the root validator; inside the factory it is returned instead.
  const exported = /^export const validate = (validate\d+);\nexport default \1;\n?/m;
  const root = exported.exec(code)?.[1];
  if (!root) throw new Error(`no exported validator in the ${shape.module} shape's code`);
  const body = code.replace(exported, '').replaceAll(placeholder, 'eventName').trim();
  const events = shape.events.join(', ');
  return [
    ...header(kind, `${events} deliveries (one shape, the event name a parameter)`),
    ...imports,
    '',
    ...(drift ? [drift, ''] : []),
    `/** The validator of one event of this shape (${events}). */`,
    'export function validatorFor(eventName) {',
    body,
    ...(drift ? [`${root}.hasDrift = HAS_DRIFT[eventName];`] : []),
    `return ${root};`,
    '}',
    '',
  ].join('\n');
}

function loadersModule(shapes: Shape[]): string {
  const loader = (file: string) => (shape: Shape) =>
    shape.events.map(
      (event) =>
        `  ${JSON.stringify(event)}: () => import(${JSON.stringify(`./${shape.module}${file}`)}).then((m) => ({ default: m.validatorFor(${JSON.stringify(event)}) })),`,
    );
  return [
    `// ${GENERATED_HEADER}`,
    '// Source: schemas/ (the envelope and every event schema).',
    "import type { GeneratedValidator } from '../generated-validator.ts';",
    '',
    'type Loader = () => Promise<{ default: GeneratedValidator }>;',
    '',
    "/** Imports one fast validator module on first use: a cold start loads only the event's shape. */",
    'export const validatorLoaders: Readonly<Record<string, Loader>> = {',
    `  ${JSON.stringify(ENVELOPE_VALIDATOR)}: () => import(${JSON.stringify(`./${ENVELOPE_VALIDATOR}.ts`)}),`,
    ...shapes.flatMap(loader('.ts')),
    '};',
    '',
    '/** Imports the validator that lists the errors, once a body of that event has failed. */',
    'export const errorValidatorLoaders: Readonly<Record<string, Loader>> = {',
    `  ${JSON.stringify(ENVELOPE_VALIDATOR)}: () => import(${JSON.stringify(`./${ENVELOPE_VALIDATOR}.errors.ts`)}),`,
    ...shapes.flatMap(loader('.errors.ts')),
    '};',
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
