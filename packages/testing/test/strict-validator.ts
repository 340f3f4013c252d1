import { ENVELOPE_SCHEMA_ID, eventSchemaId, schemaDocuments } from '@designhooks/schemas';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** The contract's reference validator (Ajv strict, all schema documents): errors of `body`, or []. */
export function strictValidator(): (body: unknown) => string[] {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const doc of schemaDocuments()) ajv.addSchema(doc);
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
