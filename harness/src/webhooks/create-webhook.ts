import { randomBytes } from 'node:crypto';
import { checkUrl } from './check-url.ts';
import { UsageError } from '../errors.ts';
import { parseEventList } from '../events/parse-event-list.ts';
import type { Store } from '../store/open-store.ts';
import type { Webhook } from '../store/webhook-table.ts';
import { checkOrganizationId } from './check-organization-id.ts';

/** The inputs of `designhooks webhooks create`. */
export interface CreateWebhookInput {
  url: string;
  /** Comma-separated names or a list. */
  events: string | readonly string[];
  /** Organization id; default: the state dir's default organization. */
  organizationId?: string | undefined;
  signingKey?: string | undefined;
  generateSigningKey?: boolean | undefined;
  /** Accept an http:// loopback URL (local receivers without TLS). */
  allowHttp?: boolean | undefined;
  /** Whether deliveries go out (default true); an inactive webhook gets no triggered events. */
  active?: boolean | undefined;
}

/**
 * Creates a webhook record with the spec's rules: HTTPS URL, at least one event, every event
 * one of the ten, one organization. Returns the record and, this one time only, a generated
 * signing key so the caller can show it once. A given key is not returned: its owner has it, and
 * echoing it would put a secret in a terminal or CI log for nothing.
 *
 * @example
 * ```ts
 * const { webhook, signingKey } = createWebhook(store, {
 *   url: 'https://example.test/hooks', events: 'project.created,project.updated', generateSigningKey: true,
 * });
 * console.log(`signing key (shown once): ${signingKey}`);
 * ```
 */
export function createWebhook(
  store: Store,
  input: CreateWebhookInput,
): { webhook: Webhook; signingKey: string | undefined } {
  const url = checkUrl(input.url, { allowHttp: input.allowHttp });
  // patterns (`*`, `project.*`) come from the CLI; the management API checked its names strictly
  const events = parseEventList(
    typeof input.events === 'string' ? input.events : input.events.join(','),
    { patterns: true },
  );
  const signingKey = pickSigningKey(input.signingKey, input.generateSigningKey);
  const organizationId = input.organizationId
    ? checkOrganizationId(input.organizationId)
    : store.defaultOrganizationId();
  const webhook = store.webhooks.create({
    organizationId,
    url: url.href,
    events,
    signingKey,
    active: input.active,
  });
  return { webhook, signingKey: input.generateSigningKey ? signingKey : undefined };
}

/**
 * The signing key of a create or update: the given one, a generated one, or none.
 *
 * @example
 * ```ts
 * pickSigningKey(undefined, true); // 'whsec_…' (48 random characters)
 * ```
 */
export function pickSigningKey(
  given: string | undefined,
  generate: boolean | undefined,
): string | undefined {
  if (given !== undefined && generate)
    throw new UsageError('use either --signing-key or --generate-signing-key, not both');
  if (given !== undefined && given.trim() === '') throw new UsageError('--signing-key is empty');
  if (generate) return `whsec_${randomBytes(32).toString('base64url')}`;
  return given;
}
