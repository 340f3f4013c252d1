export { schemasDir } from './schemas-dir.ts';
export { schemaDocuments, type JsonSchema } from './schema-documents.ts';
export {
  SCHEMA_ID_BASE,
  ENVELOPE_SCHEMA_ID,
  DEFINITIONS_SCHEMA_ID,
  eventSchemaId,
  schemaPath,
} from './schema-ids.ts';
export { bundleSchema } from './bundle-schema.ts';
export { bundledEventSchema } from './bundled-event-schema.ts';
export { listFixtures, type FixtureFile } from './list-fixtures.ts';
export { readFixture } from './read-fixture.ts';
export { listInvalidBodies, type InvalidBody } from './list-invalid-bodies.ts';
