import { checkUrl } from '../delivery/check-url.ts';
import { HarnessError, NotFoundError } from '../errors.ts';
import { parseEventList } from '../events/parse-event-list.ts';
import type { Store } from '../store/open-store.ts';
import type { Webhook } from '../store/webhook-table.ts';
import { createWebhook } from '../webhooks/create-webhook.ts';
import { updateWebhook } from '../webhooks/update-webhook.ts';
import { SubscriptionFieldError } from './platform-errors.ts';

/**
 * `POST organizations/{org}/webhooks/subscribe`: creates the webhook when the subscription has
 * no `id`, else updates that webhook of the organization (absent fields stay; `key` absent keeps
 * the key, a new one replaces it). The rules are the CLI's (createWebhook / updateWebhook); a
 * violation is a {@link SubscriptionFieldError} naming the field, a webhook of another
 * organization is not found. The key is stored and never returned.
 *
 * @example
 * ```ts
 * const webhook = subscribeWebhook(store, org, { url: 'https://example.test/hooks', events: ['project.updated'], key: 's3cret' });
 * ```
 */
export function subscribeWebhook(
  store: Store,
  organizationId: string,
  subscription: unknown,
): Webhook {
  if (subscription === null || typeof subscription !== 'object' || Array.isArray(subscription)) {
    throw new SubscriptionFieldError('subscription', 'the body must be {"subscription": {...}}');
  }
  const fields = subscription as Record<string, unknown>;
  if (fields.organizationId !== undefined && fields.organizationId !== organizationId) {
    throw new SubscriptionFieldError(
      'organizationId',
      `a webhook belongs to one organization: this route's ${organizationId}`,
    );
  }
  const url =
    fields.url === undefined
      ? undefined
      : field('url', () => checkUrl(text('url', fields.url)).href);
  const events =
    fields.events === undefined
      ? undefined
      : field('events', () => parseEventList(eventList(fields.events)).join(','));
  const active = fields.active === undefined ? undefined : flag(fields.active);
  const key =
    fields.key === undefined ? undefined : signingKey(fields.key, fields.id === undefined);
  if (fields.id === undefined) {
    if (url === undefined)
      throw new SubscriptionFieldError('url', 'url is required (an https:// URL)');
    if (events === undefined)
      throw new SubscriptionFieldError('events', 'events is required: select at least one event');
    return createWebhook(store, { url, events, organizationId, signingKey: key, active }).webhook;
  }
  const id = typeof fields.id === 'string' ? fields.id : '';
  const existing = store.webhooks.get(id);
  if (!existing || existing.organizationId !== organizationId)
    throw new NotFoundError(`no webhook "${id}" in organization ${organizationId}`);
  if ([url, events, active, key].every((value) => value === undefined)) return existing;
  return updateWebhook(store, id, { url, events, active, signingKey: key }).webhook;
}

/** Runs one field's check from the shared rules, naming the field and dropping CLI-only hints. */
function field<T>(name: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof HarnessError) || error instanceof SubscriptionFieldError) throw error;
    const message = error.message
      .replace(/; (pass --allow-http|http:\/\/ is allowed only).*$/, '')
      .replace(/ \(--events [^)]*\)/, '');
    throw new SubscriptionFieldError(name, `${name}: ${message}`);
  }
}

function text(name: string, value: unknown): string {
  if (typeof value !== 'string') throw new SubscriptionFieldError(name, `${name} must be a string`);
  return value;
}

function eventList(value: unknown): string {
  if (
    !Array.isArray(value) ||
    value.some((name) => typeof name !== 'string' || name.includes(','))
  ) {
    throw new SubscriptionFieldError('events', 'events must be an array of event names');
  }
  return value.join(',');
}

function flag(value: unknown): boolean {
  if (typeof value !== 'boolean')
    throw new SubscriptionFieldError('active', 'active must be true or false');
  return value;
}

/** At creation an empty key means none (the SDK's NewWebhook always carries `key`); on update it is refused. */
function signingKey(value: unknown, creating: boolean): string | undefined {
  if (creating && (value === null || value === '')) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SubscriptionFieldError(
      'key',
      creating
        ? 'key must be a string'
        : 'key must be a non-empty string; leave it out to keep the current key',
    );
  }
  if (value.length > 1024)
    throw new SubscriptionFieldError('key', 'key is longer than 1024 characters');
  return value;
}
