import fc from 'fast-check';
import type { JsonSchema } from '@designhooks/schemas';
import { UnsupportedSchemaError } from '../errors.ts';
import { mergeSchemas } from './merge-schemas.ts';
import { stringArbitrary } from './string-arbitrary.ts';

/** Limits for generated values. */
export interface SchemaArbitraryOptions {
  /** Most items in an array without its own `maxItems`; default 4. */
  maxItems?: number;
  /** How many times one `$ref` may nest inside itself (a comment's `parent`); default 2. */
  maxDepth?: number;
  /** Add random unknown fields to objects that allow them (the platform may add fields); default false. */
  unknownFields?: boolean;
}

type Gen = fc.Arbitrary<unknown>;
const known = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'definitions',
  'examples',
  'default',
  '$ref',
  'allOf',
  'anyOf',
  'const',
  'enum',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
]);
const ABSENT = Symbol('absent');
const fieldName = fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/);
const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

/**
 * A fast-check arbitrary of values that satisfy a self-contained draft-07 schema (local `$ref`s
 * only, as `bundledEventSchema` gives). Objects keep the schema's property order. A keyword it
 * cannot honour throws `UnsupportedSchemaError` instead of risking invalid values.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { schemaArbitrary } from '@designhooks/testing';
 * fc.sample(schemaArbitrary({ type: 'string', enum: ['wip', 'merged'] }), 3);
 * ```
 */
export function schemaArbitrary(root: JsonSchema, options: SchemaArbitraryOptions = {}): Gen {
  const maxItems = options.maxItems ?? 4;
  const maxDepth = options.maxDepth ?? 2;
  const resolve = (ref: string, at: string): JsonSchema => {
    if (ref === '#') return root;
    if (!ref.startsWith('#/')) throw new UnsupportedSchemaError(`non-local $ref "${ref}"`, at);
    let node: unknown = root;
    for (const part of ref.slice(2).split('/'))
      node = (node as JsonSchema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!node || typeof node !== 'object')
      throw new UnsupportedSchemaError(`unresolved $ref "${ref}"`, at);
    return node as JsonSchema;
  };
  // Returns null when the schema can only be satisfied by nesting deeper than maxDepth.
  const compile = (schema: JsonSchema, at: string, refs: string[]): Gen | null => {
    for (const key of Object.keys(schema))
      if (!known.has(key)) throw new UnsupportedSchemaError(`keyword "${key}"`, at);
    if (typeof schema.$ref === 'string') {
      const ref = schema.$ref;
      if (refs.filter((seen) => seen === ref).length >= maxDepth) return null;
      return compile(resolve(ref, at), ref, [...refs, ref]);
    }
    if (Array.isArray(schema.allOf)) {
      const { allOf, ...rest } = schema;
      const members = [rest, ...(allOf as JsonSchema[])].map((m) =>
        typeof m.$ref === 'string' ? resolve(m.$ref, at) : m,
      );
      return compile(mergeSchemas(members, at), at, refs);
    }
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.anyOf)) {
      const { anyOf, ...rest } = schema;
      const options = (anyOf as JsonSchema[]).map((branch, i) =>
        compile({ ...rest, ...branch }, `${at}/anyOf/${i}`, refs),
      );
      const usable = options.filter((option): option is Gen => option !== null);
      return usable.length ? fc.oneof(...usable) : null;
    }
    if (Array.isArray(schema.type)) {
      return compile(
        { ...schema, type: undefined, anyOf: schema.type.map((type) => ({ type })) },
        at,
        refs,
      );
    }
    switch (schema.type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({
          min: schema.minimum as number | undefined,
          max: schema.maximum as number | undefined,
        });
      case 'number':
        // -0 does not survive JSON (it is written as 0): a delivery never carries it.
        return fc
          .double({
            noNaN: true,
            noDefaultInfinity: true,
            min: schema.minimum as number | undefined,
            max: schema.maximum as number | undefined,
          })
          .map((n) => (Object.is(n, -0) ? 0 : n));
      case 'string':
        return stringArbitrary(schema, at);
      case 'array': {
        const item = schema.items
          ? compile(schema.items as JsonSchema, `${at}/items`, refs)
          : scalar;
        const minLength = (schema.minItems as number | undefined) ?? 0;
        if (!item) return minLength === 0 ? fc.constant([]) : null;
        return fc.array(item, {
          minLength,
          maxLength: (schema.maxItems as number | undefined) ?? Math.max(minLength, maxItems),
        });
      }
      case 'object':
        return objectArbitrary(schema, at, refs);
      case undefined:
        return schema.properties ? objectArbitrary(schema, at, refs) : scalar;
      default:
        throw new UnsupportedSchemaError(`type "${String(schema.type)}"`, at);
    }
  };
  const objectArbitrary = (schema: JsonSchema, at: string, refs: string[]): Gen | null => {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    const parts: fc.Arbitrary<[string, unknown] | typeof ABSENT>[] = [];
    for (const name of [
      ...Object.keys(properties),
      ...[...required].filter((r) => !(r in properties)),
    ]) {
      const value = properties[name]
        ? compile(properties[name], `${at}/properties/${name}`, refs)
        : scalar;
      if (!value && required.has(name)) return null;
      if (!value) continue;
      const entry = value.map((v): [string, unknown] => [name, v]);
      parts.push(required.has(name) ? entry : fc.oneof(fc.constant(ABSENT), entry));
    }
    const extra = schema.additionalProperties;
    const extraValue =
      extra && typeof extra === 'object'
        ? compile(extra as JsonSchema, `${at}/additionalProperties`, refs)
        : extra !== false && options.unknownFields
          ? scalar
          : null;
    const extras = extraValue
      ? fc.dictionary(
          fieldName.filter((key) => !(key in properties)),
          extraValue,
          { maxKeys: 3 },
        )
      : fc.constant({});
    return fc.tuple(fc.tuple(...parts), extras).map(([entries, more]) => ({
      ...Object.fromEntries(
        entries.filter((entry): entry is [string, unknown] => entry !== ABSENT),
      ),
      ...more,
    }));
  };
  const result = compile(root, '#', []);
  if (!result)
    throw new UnsupportedSchemaError('schema needs more nesting than maxDepth allows', '#');
  return result;
}
