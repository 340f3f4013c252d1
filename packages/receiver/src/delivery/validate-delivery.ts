import { ENVELOPE_SCHEMA_ID } from '@designhooks/schemas';
import type { EventName, WebhookDelivery } from '@designhooks/types';
import type { ValidationIssue } from '../errors.ts';
import { issuesFromErrors } from './issues-from-errors.ts';
import { knownEventNames } from './known-event-names.ts';
import { schemaErrors, schemaValidator } from './schema-validator.ts';

/** Outcome of `validateDelivery`: the typed delivery, or every failing path. */
export type DeliveryValidation =
  | { ok: true; event: EventName; delivery: WebhookDelivery }
  | { ok: false; issues: ValidationIssue[] };

const ENVELOPE = ENVELOPE_SCHEMA_ID;

/**
 * Validates a parsed body against the JSON Schema of its event (compiled with Ajv from the
 * schemas in `@designhooks/schemas`, the single source of truth). A body whose `event` is not
 * one of the known names is checked against the envelope schema, whose enum rejects it: an
 * unknown event is not a valid delivery, even though the receiver acknowledges it.
 *
 * @example
 * ```ts
 * import { validateDelivery } from '@designhooks/receiver';
 * const result = validateDelivery({ createdAt: '2020-01-01T00:00:00Z', event: 'project.updated', data: {} });
 * if (!result.ok) console.log(result.issues); // [{ path: '/data/object', message: 'is required' }]
 * ```
 */
export function validateDelivery(value: unknown): DeliveryValidation {
  const event = eventOf(value);
  const id = event ?? ENVELOPE;
  if (schemaValidator(id)(value)) {
    if (event) return { ok: true, event, delivery: value as WebhookDelivery };
    // The envelope accepted it, so its event is in the envelope's enum but has no schema.
    return { ok: false, issues: [{ path: '/event', message: `has no event schema` }] };
  }
  return { ok: false, issues: issuesFromErrors(schemaErrors(id, value)) };
}

function eventOf(value: unknown): EventName | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const event = (value as { event?: unknown }).event;
  return typeof event === 'string' && knownEventNames().has(event) ? (event as EventName) : undefined;
}
