export { schemasDir } from './schemas-dir.ts';
export { schemaDocuments, type JsonSchema } from './schema-documents.ts';
export { bundleSchema } from './bundle-schema.ts';
export { bundledEventSchema } from './bundled-event-schema.ts';
export { listFixtures, type FixtureFile } from './list-fixtures.ts';
export { readFixture } from './read-fixture.ts';
export { listInvalidBodies, type InvalidBody } from './list-invalid-bodies.ts';
