import { buildBody, type BuildBodyOptions } from '../body/build-body.ts';
import { assertEvent } from '@designhooks/testing';
import type { Store } from '../store/open-store.ts';
import type { Webhook } from '../store/webhook-table.ts';
import { checkOrganizationId } from '../webhooks/check-organization-id.ts';
import { deliverAndRecord, type RecordedResult, type SendSettings } from './deliver-and-record.ts';
import type { AttemptReport } from './deliver.ts';

/** The inputs of `designhooks trigger <event>`. */
export interface TriggerInput extends Omit<BuildBodyOptions, 'event'> {
  event: string;
  /** Organization whose webhooks receive it; default: the state dir's default organization. */
  organizationId?: string | undefined;
  /**
   * Called once with the webhooks about to receive it and the body they get, before any POST,
   * which waits for it (serve answers 202 from it; the CLI notes what `--set` made of the body).
   */
  onTargets?: ((targets: readonly Webhook[], body: Buffer) => void | Promise<void>) | undefined;
  /** Called after each attempt to a webhook, as it ends (the deliveries run in parallel). */
  onAttempt?: ((webhook: Webhook, report: AttemptReport) => void) | undefined;
  /** Called when a webhook's delivery has ended (delivered, or failed after its retries). */
  onDelivered?: ((webhook: Webhook, result: RecordedResult) => void) | undefined;
}

/** What a trigger did: the body it built and one delivery per subscribed, active webhook. */
export interface TriggerResult {
  organizationId: string;
  body: Buffer;
  deliveries: { webhook: Webhook; result: RecordedResult }[];
}

/**
 * Emulates the platform when an event happens: one POST per active webhook of the organization
 * that subscribes to the event (spec §6 rule 1), none to the others, all in parallel, each
 * signed with its webhook's key and every attempt recorded.
 *
 * @example
 * ```ts
 * const { deliveries } = await triggerEvent(store, { event: 'project.updated' }, { policy: defaultRetryPolicy });
 * deliveries.map((d) => [d.webhook.id, d.result.ok]);
 * ```
 */
export async function triggerEvent(
  store: Store,
  input: TriggerInput,
  settings: SendSettings,
): Promise<TriggerResult> {
  const { event } = input;
  assertEvent(event);
  const organizationId = input.organizationId
    ? checkOrganizationId(input.organizationId)
    : store.defaultOrganizationId();
  const body = buildBody({ ...input, event });
  const targets = store.webhooks
    .list({ organizationId })
    .filter((webhook) => webhook.active && webhook.events.includes(event));
  await input.onTargets?.(targets, body);
  const deliveries = await Promise.all(
    targets.map(async (webhook) => {
      const { onAttempt } = input;
      const result = await deliverAndRecord(
        store,
        {
          url: new URL(webhook.url),
          body,
          event,
          secret: store.webhooks.signingKey(webhook.id),
          source: 'trigger',
          webhookId: webhook.id,
        },
        onAttempt
          ? {
              ...settings,
              onAttempt: (report, record) => {
                settings.onAttempt?.(report, record);
                onAttempt(webhook, report);
              },
            }
          : settings,
      );
      input.onDelivered?.(webhook, result);
      return { webhook, result };
    }),
  );
  return { organizationId, body, deliveries };
}
