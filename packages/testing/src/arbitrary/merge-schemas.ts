import { isDeepStrictEqual } from 'node:util';
import type { JsonSchema } from '@designhooks/schemas';
import { UnsupportedSchemaError } from '../errors.ts';

const annotations = new Set(['title', 'description', '$comment', 'examples', 'default']);

/**
 * Merges the members of an `allOf` into one schema a generator can use: `required` lists are
 * united, a property named by several members becomes an `allOf` of its schemas, annotations
 * are dropped, and any other keyword must agree (else `UnsupportedSchemaError`: better than
 * generating values that might not validate).
 */
export function mergeSchemas(members: JsonSchema[], at: string): JsonSchema {
  const merged: JsonSchema = {};
  for (const member of members) {
    for (const [key, value] of Object.entries(member)) {
      if (annotations.has(key)) continue;
      if (key === 'required') {
        merged.required = [
          ...new Set([...((merged.required as string[]) ?? []), ...(value as string[])]),
        ];
      } else if (key === 'properties') {
        const properties = { ...((merged.properties as Record<string, JsonSchema>) ?? {}) };
        for (const [name, schema] of Object.entries(value as Record<string, JsonSchema>)) {
          properties[name] = properties[name] ? { allOf: [properties[name], schema] } : schema;
        }
        merged.properties = properties;
      } else if (key in merged && !isDeepStrictEqual(merged[key], value)) {
        throw new UnsupportedSchemaError(`allOf members disagree on "${key}"`, at);
      } else {
        merged[key] = value;
      }
    }
  }
  return merged;
}
