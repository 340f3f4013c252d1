// @designhooks/harness: the library behind the `designhooks` CLI.
export {
  openStore,
  STORE_FILE_NAME,
  STORE_BUSY_TIMEOUT_MS,
  type Store,
} from './store/open-store.ts';
export { resolveStateDir } from './store/resolve-state-dir.ts';
export type { Webhook, NewWebhook, WebhookPatch, WebhookTable } from './store/webhook-table.ts';
export type {
  DeliveryRecord,
  DeliveryFilter,
  DeliverySource,
  DeliveryTable,
  NewDeliveryRecord,
} from './store/delivery-table.ts';
export { buildBody, type BuildBodyOptions } from './body/build-body.ts';
export { BODY_ENCODINGS, type BodyEncoding } from './body/body-encoding.ts';
export { applySet } from './body/apply-set.ts';
export { resolveFixture, type ResolvedFixture } from './body/resolve-fixture.ts';
export { formatCreatedAt } from './body/format-created-at.ts';
export { buildHeaders, type HeaderPair, type HeaderOptions } from './delivery/build-headers.ts';
export {
  postOnce,
  RESPONSE_BODY_LIMIT_BYTES,
  type AttemptOutcome,
  type AttemptResponse,
  type TlsSettings,
} from './delivery/post-once.ts';
export {
  classifyError,
  type AttemptError,
  type AttemptErrorKind,
} from './delivery/classify-error.ts';
export { defaultRetryPolicy, type RetryPolicy } from './delivery/retry-policy.ts';
export {
  decideRetry,
  type RetryDecision,
  type Verdict,
  type AttemptContext,
} from './delivery/decide-retry.ts';
export { parseRetryAfter } from './delivery/parse-retry-after.ts';
export {
  deliver,
  type AttemptReport,
  type DeliveryResult,
  type DeliverOptions,
} from './delivery/deliver.ts';
export {
  deliverAndRecord,
  type SendSettings,
  type RecordedDelivery,
  type RecordedResult,
} from './delivery/deliver-and-record.ts';
export { sendMany, type SendSummary } from './delivery/send-many.ts';
export { triggerEvent, type TriggerInput, type TriggerResult } from './delivery/trigger-event.ts';
export { testWebhook } from './delivery/test-webhook.ts';
export { redeliver } from './delivery/redeliver.ts';
export { checkUrl } from './delivery/check-url.ts';
export { loadTls } from './delivery/load-tls.ts';
export { createWebhook, type CreateWebhookInput } from './webhooks/create-webhook.ts';
export { updateWebhook, type UpdateWebhookInput } from './webhooks/update-webhook.ts';
export {
  validateBody,
  type BodyValidation,
  type Verdict as DeliveryVerdict,
} from './validate/validate-body.ts';
export {
  driftReport,
  type DriftReport,
  type ReportedDelivery,
  type VerdictCounts,
} from './validate/drift-report.ts';
export { formatDriftReport } from './validate/format-drift-report.ts';
export {
  readDeliveryBodies,
  jsonLines,
  type SourcedBody,
} from './validate/read-delivery-bodies.ts';
export { knownEvents } from './events/known-events.ts';
export { assertEvent } from './events/assert-event.ts';
export * from './errors.ts';
export {
  startListener,
  SHUTDOWN_GRACE_MS,
  type ListenerOptions,
  type RunningListener,
} from './listener/start-listener.ts';
export { createDeliveryCheck } from './listener/receive/create-delivery-check.ts';
export type {
  ReceivedRecord,
  ReceivedSummary,
  SignatureCheck,
  ValidationCheck,
  ForwardResult,
} from './listener/records/received-record.ts';
export {
  DEFAULT_RECEIVED_RETENTION,
  REJECTED_BODY_KEEP_BYTES,
  type ReceivedRetention,
} from './listener/records/received-retention.ts';
export {
  ensureListenerCertificate,
  LISTENER_TLS_DIR,
  type ListenerCertificate,
} from './listener/ensure-listener-certificate.ts';
export {
  openTunnel,
  TUNNEL_OPEN_TIMEOUT_MS,
  TUNNEL_CLOSE_TIMEOUT_MS,
  type OpenTunnelOptions,
  type Tunnel,
} from './tunnel/open-tunnel.ts';
export { ngrokProvider, createNgrokProvider } from './tunnel/ngrok-provider.ts';
export type { TunnelProvider, TunnelRequest, ProviderTunnel } from './tunnel/tunnel-provider.ts';
export {
  TunnelTokenMissingError,
  TunnelTimeoutError,
  TunnelOpenError,
  type TunnelError,
} from './tunnel/tunnel-errors.ts';
export {
  startPlatformServer,
  type PlatformServerOptions,
  type RunningPlatformServer,
} from './serve/start-platform-server.ts';
export {
  managementApi,
  DELIVERIES_LIST_MAX,
  type ManagementApiOptions,
} from './serve/management-api.ts';
export { subscribeWebhook } from './serve/subscribe-webhook.ts';
export { startDeliveries, type DeliveryWork } from './serve/start-deliveries.ts';
export { parseTriggerRequest, type TriggerRequest } from './serve/parse-trigger-request.ts';
export {
  triggerOnServer,
  ServerRequestError,
  type TriggerOnServerInput,
  type TriggerOnServerResult,
} from './serve/trigger-on-server.ts';
export { toSdkWebhook, type SdkWebhook } from './serve/to-sdk-webhook.ts';
export { toSdkDelivery, type SdkWebhookDelivery } from './serve/to-sdk-delivery.ts';
export { webhookEvents, webhookEvent, type SdkWebhookEvent } from './serve/webhook-events.ts';
export { checkBearerToken } from './serve/check-bearer-token.ts';
export { UnauthorizedError, SubscriptionFieldError } from './serve/platform-errors.ts';
export {
  loadScenario,
  parseScenario,
  countDeliveries,
  SCENARIO_LIMITS,
} from './scenario/load-scenario.ts';
export { BUILT_IN_SCENARIOS } from './scenario/built-in-scenarios.ts';
export type { Scenario, ScenarioStep, ActionStep } from './scenario/scenario.ts';
export {
  planScenario,
  type ScenarioPlan,
  type PlannedDelivery,
  type PlanOptions,
} from './scenario/plan-scenario.ts';
export {
  runScenario,
  type RunScenarioOptions,
  type ScenarioSummary,
  type ScenarioTarget,
  type ScenarioProgress,
} from './scenario/run-scenario.ts';
export { startScenario, type ScenarioStarted } from './serve/start-scenario.ts';
export { parseScenarioRequest, type ScenarioRequest } from './serve/parse-scenario-request.ts';
export { unsubscribeWebhook } from './serve/unsubscribe-webhook.ts';
