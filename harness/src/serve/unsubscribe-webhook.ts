import { NotFoundError, SubscriptionFieldError } from '../errors.ts';
import type { Store } from '../store/open-store.ts';
import type { Webhook } from '../store/webhook-table.ts';

/**
 * `DELETE organizations/{org}/webhooks/unsubscribe` with the JSON body `{"id", "organizationId"}`,
 * as the platform's Zapier integration unsubscribes a REST hook (no id in the path, unlike
 * abstract-sdk's `delete`). Deletes the webhook of the organization and returns it, so the
 * answer has the JSON body that client parses. A missing or wrong field is a 422 naming it.
 *
 * @example
 * ```ts
 * const deleted = unsubscribeWebhook(store, org, { id: 'wh_8f3k2m9q0d1z', organizationId: org });
 * ```
 */
export function unsubscribeWebhook(
  store: Store,
  organizationId: string,
  body: Record<string, unknown>,
): Webhook {
  if (typeof body.id !== 'string' || body.id === '')
    throw new SubscriptionFieldError('id', 'id is required: the webhook to unsubscribe');
  if (body.organizationId !== undefined && body.organizationId !== organizationId) {
    throw new SubscriptionFieldError(
      'organizationId',
      `organizationId must be this route's organization, ${organizationId}`,
    );
  }
  const webhook = store.webhooks.get(body.id);
  if (!webhook || webhook.organizationId !== organizationId)
    throw new NotFoundError(`no webhook "${body.id}" in organization ${organizationId}`);
  store.webhooks.delete(webhook.id);
  return webhook;
}
