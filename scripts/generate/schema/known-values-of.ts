import type { JsonSchema } from '@designhooks/schemas';

/**
 * The known values of a known-values enumeration, or undefined for any other schema. The
 * schemas write one as `anyOf: [{ type: 'string', enum: [...] }, { type: 'string' }]`, plus
 * `{ type: 'null' }` when nullable: the listed values are documented and typed, any other string
 * is accepted (and reported as drift by the receiver).
 */
export function knownValuesOf(schema: JsonSchema): (string[] & { nullable?: boolean }) | undefined {
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(options)) return undefined;
  const listed = options.find((o) => o.type === 'string' && Array.isArray(o.enum));
  const open = options.some((o) => o.type === 'string' && Object.keys(o).length === 1);
  const rest = options.filter(
    (o) => o !== listed && !(o.type === 'string' && Object.keys(o).length === 1),
  );
  if (!listed || !open || rest.some((o) => !(o.type === 'null' && Object.keys(o).length === 1)))
    return undefined;
  const values: string[] & { nullable?: boolean } = [...(listed.enum as string[])];
  if (rest.length) values.nullable = true;
  return values;
}
