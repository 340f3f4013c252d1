import { WebhookRuleError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an `--org` value: one organization (a webhook belongs to exactly one), given as the
 * UUID the platform's payloads carry in `organizationId`.
 *
 * @example
 * ```ts
 * checkOrganizationId('6d1e5b8a-2f1c-4c7e-9a53-0b6a1f2d3c4e'); // returns it
 * checkOrganizationId('org-a,org-b'); // throws: one organization per webhook
 * ```
 */
export function checkOrganizationId(value: string): string {
  const id = value.trim();
  if (id.includes(','))
    throw new WebhookRuleError(`a webhook belongs to one organization; got "${value}"`);
  if (!UUID.test(id)) throw new WebhookRuleError(`organization id "${value}" is not a UUID`);
  return id.toLowerCase();
}
