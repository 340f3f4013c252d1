import { ENVELOPE_SCHEMA_ID, eventSchemaId, schemaDocuments } from '@designhooks/schemas';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * Ajv in strict mode over every schema document: the reference validator of the contract, that
 * the generated validators and the fixtures are held to.
 *
 * @example
 * ```ts
 * const ajv = strictAjv();
 * expect(validateStrict(ajv, JSON.parse(body))).toEqual([]);
 * ```
 */
export function strictAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const doc of schemaDocuments()) ajv.addSchema(doc);
  return ajv;
}

/**
 * Validates a parsed body against the envelope, then against its event's schema.
 *
 * @example
 * ```ts
 * validateStrict(strictAjv(), { event: 'project.updated' }); // the envelope's errors
 * ```
 */
export function validateStrict(ajv: Ajv, body: unknown): ErrorObject[] {
  const envelope = ajv.getSchema(ENVELOPE_SCHEMA_ID)!;
  if (!envelope(body)) return envelope.errors ?? [];
  const event = ajv.getSchema(eventSchemaId((body as { event: string }).event))!;
  return event(body) ? [] : (event.errors ?? []);
}

/**
 * The strict validator as a function of a body: its event's schema (the envelope's when it
 * names none), the errors as `<path> <message>` lines, or [] when valid.
 *
 * @example
 * ```ts
 * const validate = strictValidator();
 * expect(validate(JSON.parse(body))).toEqual([]);
 * ```
 */
export function strictValidator(): (body: unknown) => string[] {
  const ajv = strictAjv();
  return (body) => {
    const event = (body as { event?: string })?.event;
    const validate = ajv.getSchema(
      event === undefined ? ENVELOPE_SCHEMA_ID : eventSchemaId(event),
    )!;
    return validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}
