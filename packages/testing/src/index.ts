export { fixture, type FixtureOptions } from './fixture.ts';
export { fixtures, type NamedFixture } from './fixtures.ts';
export { allEvents } from './all-events.ts';
export { applyOverrides, type Overrides } from './overrides.ts';
export { toCreatedAt } from './to-created-at.ts';
export { serializeDelivery, type SerializeOptions } from './serialize-delivery.ts';
export type { DeliveryInput } from './body-bytes.ts';
export { signedHeaders, DEFAULT_SERVICE } from './signed-headers.ts';
export { signedRequest, type SignedRequestOptions } from './signed-request.ts';
export { deliver, DEFAULT_DELIVER_TIMEOUT_MS, type DeliverOptions } from './deliver.ts';
export type { DeliverTarget } from './resolve-target.ts';
export type { DeliverResult } from './send-http.ts';
export type { NodeHandler } from './call-node-handler.ts';
export type { FetchHandler } from './call-fetch-handler.ts';
export { arbitrary } from './arbitrary.ts';
export { samples, type SamplesOptions } from './samples.ts';
export { schemaArbitrary, type SchemaArbitraryOptions } from './schema-arbitrary.ts';
export {
  createWorld,
  BRANCH_STATUSES,
  MAX_COMMITS_PER_PUSH,
  type World,
  type WorldOptions,
  type BranchStatus,
  type ProjectChanges,
} from './world/create-world.ts';
export { seededRandom, type SeededRandom } from './world/seeded-random.ts';
export {
  UnknownEventError,
  UnknownVariantError,
  UnsupportedTargetError,
  DeliverTimeoutError,
  HandlerThrewError,
  UnsupportedSchemaError,
  WorldStateError,
  WorldInputError,
} from './errors.ts';
