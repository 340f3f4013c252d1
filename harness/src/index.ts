// @designhooks/harness: the library behind the `designhooks` CLI. Its exports are what
// docs/harness.md documents ("The store is also a small library" and the script after it), each
// a semver promise; test/public-exports-documented.test.ts holds every name to the docs. The
// rest of src/ is internal: the CLI and the repo's tests import it by relative path.
export { openStore, type Store } from './store/open-store.ts';
export { resolveStateDir } from './store/resolve-state-dir.ts';
export type { Webhook } from './store/webhook-table.ts';
export type { DeliveryRecord, DeliveryFilter } from './store/delivery-table.ts';
export { createWebhook, type CreateWebhookInput } from './webhooks/create-webhook.ts';
export { triggerEvent, type TriggerInput, type TriggerResult } from './delivery/trigger-event.ts';
export { defaultRetryPolicy, type RetryPolicy } from './delivery/retry-policy.ts';
export type { SendSettings } from './delivery/deliver-and-record.ts';
export {
  ensureListenerCertificate,
  type ListenerCertificate,
} from './listener/ensure-listener-certificate.ts';
export { HarnessError, StoreError } from './errors.ts';
