import fc from 'fast-check';
import type { JsonSchema } from '@designhooks/schemas';
import { UnsupportedSchemaError } from '../errors.ts';
import { toCreatedAt } from '../fixtures/to-created-at.ts';

// Formats generate plain values that every common validator accepts (Ajv formats, zod, URL):
// the point is a valid delivery, not a fuzz of e-mail syntax.
const formats: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid(),
  email: () =>
    fc.stringMatching(
      /^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z0-9]{1,12}(-[a-z0-9]{1,6})?\.(com|org|io|dev|example)$/,
    ),
  uri: () => fc.webUrl({ validSchemes: ['https'] }),
  'date-time': () =>
    fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map(toCreatedAt),
};

/**
 * Strings for a string schema: its `format`, else its `pattern`, else any printable text
 * (unicode, quotes, `<>&`: the characters that trip re-serialising verifiers), then kept
 * within `minLength` / `maxLength` counted in code points as JSON Schema does.
 */
export function stringArbitrary(schema: JsonSchema, at: string): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = schema.maxLength as number | undefined;
  if (maxLength === 0) return fc.constant('');
  let base: fc.Arbitrary<string>;
  if (typeof schema.format === 'string') {
    const make = formats[schema.format];
    if (!make) throw new UnsupportedSchemaError(`string format "${schema.format}"`, at);
    base = make();
    if (typeof schema.pattern === 'string')
      base = base.filter((text) => new RegExp(schema.pattern as string, 'u').test(text));
  } else if (typeof schema.pattern === 'string') {
    base = fc.stringMatching(new RegExp(schema.pattern));
  } else {
    base = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength ?? 24, 24) });
  }
  if (minLength === 0 && maxLength === undefined) return base;
  return base.filter(
    (text) =>
      [...text].length >= minLength && (maxLength === undefined || [...text].length <= maxLength),
  );
}
