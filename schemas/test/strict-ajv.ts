import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ENVELOPE_SCHEMA_ID, eventSchemaId, schemaDocuments } from '../src/index.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Ajv in strict mode over every schema document: the reference validator of the contract. */
export function strictAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const doc of schemaDocuments()) ajv.addSchema(doc);
  return ajv;
}

/** Validates a parsed body against the envelope, then against its event's schema. */
export function validateStrict(ajv: Ajv, body: unknown): ErrorObject[] {
  const envelope = ajv.getSchema(ENVELOPE_SCHEMA_ID)!;
  if (!envelope(body)) return envelope.errors ?? [];
  const event = ajv.getSchema(eventSchemaId((body as { event: string }).event))!;
  return event(body) ? [] : (event.errors ?? []);
}
