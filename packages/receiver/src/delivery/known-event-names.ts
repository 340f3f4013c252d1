import { ENVELOPE_SCHEMA_ID, schemaDocuments } from '@designhooks/schemas';

let known: ReadonlySet<string> | undefined;

/**
 * The event names the contract knows, read once from the envelope schema's `event` enum (the
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
  if (!known) {
    const envelope = schemaDocuments().find((doc) => doc.$id === ENVELOPE_SCHEMA_ID);
    const eventName = (envelope?.definitions as { eventName?: { enum?: unknown } } | undefined)?.eventName;
    if (!Array.isArray(eventName?.enum)) throw new Error('envelope.schema.json has no definitions.eventName.enum');
    known = new Set(eventName.enum.filter((name): name is string => typeof name === 'string'));
  }
  return known;
}
