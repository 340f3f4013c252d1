import { checkUrl } from './check-url.ts';
import { NotFoundError, UsageError } from '../errors.ts';
import { parseEventList } from '../events/parse-event-list.ts';
import type { Store } from '../store/open-store.ts';
import type { Webhook } from '../store/webhook-table.ts';
import { pickSigningKey } from './create-webhook.ts';

/** The inputs of `designhooks webhooks update <id>`; absent fields stay as they are. */
export interface UpdateWebhookInput {
  url?: string | undefined;
  events?: string | undefined;
  /** `true` or `false` (as typed on the command line) or a boolean. */
  active?: string | boolean | undefined;
  signingKey?: string | undefined;
  generateSigningKey?: boolean | undefined;
  allowHttp?: boolean | undefined;
}

/**
 * Updates a webhook with the same rules as creation. Returns the record and, only when a new
 * key was generated, that key (to show once).
 *
 * @example
 * ```ts
 * updateWebhook(store, 'wh_8f3k2m9q0d1z', { active: 'false' }).webhook.active; // false
 * ```
 */
export function updateWebhook(
  store: Store,
  id: string,
  input: UpdateWebhookInput,
): { webhook: Webhook; signingKey: string | undefined } {
  const existing = store.webhooks.get(id);
  if (!existing) throw new NotFoundError(`no webhook "${id}" (see designhooks webhooks list)`);
  const url =
    input.url === undefined ? undefined : checkUrl(input.url, { allowHttp: input.allowHttp }).href;
  const events =
    input.events === undefined ? undefined : parseEventList(input.events, { patterns: true });
  const active = input.active === undefined ? undefined : parseActive(input.active);
  const signingKey = pickSigningKey(input.signingKey, input.generateSigningKey);
  if ([url, events, active, signingKey].every((value) => value === undefined)) {
    throw new UsageError('nothing to update: give --url, --events, --active or --signing-key');
  }
  const webhook = store.webhooks.update(id, { url, events, active, signingKey }) as Webhook;
  return { webhook, signingKey: input.generateSigningKey ? signingKey : undefined };
}

function parseActive(value: string | boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new UsageError(`--active must be true or false, got "${value}"`);
}
