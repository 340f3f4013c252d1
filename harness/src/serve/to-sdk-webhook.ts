import type { Webhook } from '../store/webhook-table.ts';

/** A webhook as the SDK's `Webhook` type has it; the signing key is never part of it. */
export interface SdkWebhook {
  id: string;
  organizationId: string;
  url: string;
  events: string[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
  lastPushedAt?: string;
  errorCount: number;
}

/**
 * Maps a store record to the SDK's `Webhook` shape (`lastPushedAt` absent until the first
 * attempt, as the SDK types it optional). `hasSigningKey` is not part of it, nor the key.
 *
 * @example
 * ```ts
 * toSdkWebhook(store.webhooks.get('wh_8f3k2m9q0d1z')!).url; // 'https://example.test/hooks'
 * ```
 */
export function toSdkWebhook(webhook: Webhook): SdkWebhook {
  return {
    id: webhook.id,
    organizationId: webhook.organizationId,
    url: webhook.url,
    events: [...webhook.events],
    active: webhook.active,
    createdAt: webhook.createdAt,
    updatedAt: webhook.updatedAt,
    ...(webhook.lastPushedAt ? { lastPushedAt: webhook.lastPushedAt } : {}),
    errorCount: webhook.errorCount,
  };
}
