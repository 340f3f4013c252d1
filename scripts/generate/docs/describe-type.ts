import type { JsonSchema } from '@designhooks/schemas';
import { knownValuesOf } from '../schema/known-values-of.ts';

/**
 * A short human reading of a property's schema for the events reference: shared shapes and
 * objects become links, enums list their values. `self` is the title of the document holding
 * the schema: a `$ref` to `#` (a comment's `parent`) links to it.
 */
export function describeType(schema: JsonSchema, self = ''): string {
  if (typeof schema.$ref === 'string') return linkTo(schema.$ref, self);
  const known = knownValuesOf(schema);
  if (known)
    return `known: ${known.map((v) => `\`${JSON.stringify(v)}\``).join(' | ')}; any other string accepted (drift)${known.nullable ? '; or null' : ''}`;
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum))
    return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' | ');
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as JsonSchema[]).map((option) => describeType(option, self)).join(' or ');
  if (Array.isArray(schema.allOf)) {
    const [base, extra] = schema.allOf as JsonSchema[];
    const required = (extra?.required as string[] | undefined) ?? [];
    return `${describeType(base!, self)}${required.length ? `, with ${required.map((r) => `\`${r}\``).join(', ')} required` : ''}`;
  }
  const types = ([] as unknown[]).concat(schema.type ?? 'any') as string[];
  return types
    .map((type) => {
      if (type === 'array')
        return `${schema.items ? describeType(schema.items as JsonSchema, self) : 'any'}[]${schema.minItems ? ` (at least ${schema.minItems})` : ''}`;
      if (type === 'string' && schema.format) return `string (${schema.format})`;
      if (type === 'string' && schema.pattern) return `string matching \`${schema.pattern}\``;
      if (type === 'string' && schema.maxLength === 0) return '`""`';
      return type;
    })
    .join(' or ');
}

/** `definitions.schema.json#/definitions/uuid` → [uuid](#uuid); `user.schema.json` → [User](#user); `#` → self. */
function linkTo(ref: string, self: string): string {
  const [path = '', pointer = ''] = ref.split('#');
  if (!path && !pointer) return `[${self}](#${self.toLowerCase()})`;
  const name = pointer
    ? (pointer.split('/').pop() as string)
    : (path.split('/').pop() as string).replace('.schema.json', '');
  const label = pointer ? name : name.charAt(0).toUpperCase() + name.slice(1);
  return `[${label}](#${label.toLowerCase()})`;
}
