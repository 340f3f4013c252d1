import { EVENT_NAMES } from './generated/event-names.ts';

const known: ReadonlySet<string> = new Set(EVENT_NAMES);

/**
 * The event names the contract knows, generated from the envelope schema's `event` enum (the
 * schemas are the single source of truth). Any other name is an unknown event: acknowledged,
 * never rejected, because the platform may add events while webhooks are in beta.
 *
 * @example
 * ```ts
 * import { knownEventNames } from '@designhooks/receiver';
 * knownEventNames().has('project.updated'); // true
 * ```
 */
export function knownEventNames(): ReadonlySet<string> {
  return known;
}
