import type { Webhook } from '../../store/webhook-table.ts';
import { redactUrl } from '../../text/redact-url.ts';

/**
 * A webhook as text lines. The signing key never appears: only whether one is set.
 *
 * @example
 * ```ts
 * formatWebhook(webhook);
 * // 'webhook wh_8f3k2m9q0d1z\n  url:          https://…\n  signing key:  set (hidden)\n…'
 * ```
 */
export function formatWebhook(webhook: Webhook): string {
  return [
    `webhook ${webhook.id}`,
    `  url:          ${redactUrl(webhook.url)}`,
    `  events:       ${webhook.events.join(', ')}`,
    `  active:       ${webhook.active}`,
    `  organization: ${webhook.organizationId}`,
    `  signing key:  ${webhook.hasSigningKey ? 'set (never shown again)' : 'none'}`,
    `  created:      ${webhook.createdAt}`,
    `  updated:      ${webhook.updatedAt}`,
    `  last pushed:  ${webhook.lastPushedAt ?? 'never'}`,
    `  errors:       ${webhook.errorCount}`,
  ].join('\n');
}

/**
 * One row per webhook for `webhooks list`.
 *
 * @example
 * ```ts
 * formatWebhookRow(webhook); // 'wh_8f3k2m9q0d1z  active    key  https://…  project.updated'
 * ```
 */
export function formatWebhookRow(webhook: Webhook): string {
  return [
    webhook.id,
    webhook.active ? 'active  ' : 'inactive',
    webhook.hasSigningKey ? 'key   ' : 'no key',
    redactUrl(webhook.url),
    webhook.events.join(','),
  ].join('  ');
}
