export { fixture, type FixtureOptions } from './fixtures/fixture.ts';
export { fixtures, type NamedFixture } from './fixtures/fixtures.ts';
export { applyOverrides, type Overrides } from './fixtures/overrides.ts';
export { toCreatedAt } from './fixtures/to-created-at.ts';
export { percentile } from './check/percentile.ts';
export { StoppedAnswering } from './check/stopped-answering.ts';
export { serializeDelivery, type SerializeOptions } from './requests/serialize-delivery.ts';
export type { DeliveryInput } from './requests/body-bytes.ts';
export { signedHeaders } from './requests/signed-headers.ts';
export { assertEvent } from './assert-event.ts';
export { closestEvent } from './closest-event.ts';
export { didYouMean, meant } from './did-you-mean.ts';
/** The platform's ten event names (`@designhooks/types`' generated list, re-exported here). */
export { eventNames } from '@designhooks/types';
export { signedRequest, type SignedRequestOptions } from './requests/signed-request.ts';
export { deliver, DEFAULT_DELIVER_TIMEOUT_MS, type DeliverOptions } from './deliver/deliver.ts';
export { SPLIT_PAUSE_MS } from './deliver/split-pause.ts';
export type { DeliverTarget, NodeServer } from './deliver/resolve-target.ts';
export type { DeliverResult } from './deliver/send-http.ts';
export {
  ANSWER_BODY_LIMIT_BYTES,
  readAnswerBody,
  type AnswerBody,
} from './deliver/read-answer-body.ts';
export type { NodeHandler } from './deliver/call-node-handler.ts';
export type { FetchHandler } from './deliver/call-fetch-handler.ts';
export type {
  LambdaContext,
  LambdaHttpEvent,
  LambdaTarget,
} from './deliver/call-lambda-handler.ts';
export { arbitrary } from './arbitrary/arbitrary.ts';
export { samples, type SamplesOptions } from './arbitrary/samples.ts';
export { schemaArbitrary, type SchemaArbitraryOptions } from './arbitrary/schema-arbitrary.ts';
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
  UnknownCheckCaseError,
  CheckOptionsError,
  WorldStateError,
  WorldInputError,
} from './errors.ts';
export {
  checkCatalogue,
  type CheckCase,
  type CheckSeverity,
  type CheckRuleSource,
} from './check/check-catalogue.ts';
export { runCheck } from './check/run-check.ts';
export {
  CHECK_DEFAULTS,
  type CheckOptions,
  type CheckReport,
  type CheckCaseResult,
  type CheckVerdict,
  type CheckRequest,
  type CheckAnswer,
  type CheckTransport,
} from './check/check-types.ts';
export { selectCases } from './check/select-cases.ts';
export {
  answeredInFront,
  inFrontHeaders,
  type InFront,
  type InFrontHeaders,
} from './check/answered-in-front.ts';
export { htmlPageOf, type HtmlPage } from './check/catch-all-page.ts';
export { swallowedError, swallowedNote } from './check/swallowed-error.ts';
export { checkReceiver, type CheckReceiverOptions } from './check/check-receiver.ts';
