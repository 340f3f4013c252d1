import { NotFoundError } from '../errors.ts';
import { checkOrganizationId } from '../webhooks/check-organization-id.ts';

/**
 * The organization id of a route: a UUID (lower-cased), as the CLI's `--org` takes it. Anything
 * else names no organization: 404, not 422, as the platform answers for an unknown organization.
 *
 * @example
 * ```ts
 * organizationFromPath('6D1E5B8A-2F1C-4C7E-9A53-0B6A1F2D3C4E'); // '6d1e5b8a-2f1c-4c7e-9a53-0b6a1f2d3c4e'
 * organizationFromPath('acme'); // throws NotFoundError
 * ```
 */
export function organizationFromPath(value: string | undefined): string {
  try {
    return checkOrganizationId(value ?? '');
  } catch {
    throw new NotFoundError(`no organization "${value}" (organization ids are UUIDs)`);
  }
}
