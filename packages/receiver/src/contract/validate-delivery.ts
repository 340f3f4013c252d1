import type { EventName, WebhookDelivery } from '@designhooks/types';
import type { ValidationIssue } from '../errors.ts';
import { checkWith } from './check-with.ts';
import { knownEventNames } from './known-event-names.ts';
import { ENVELOPE_VALIDATOR } from './generated-validator.ts';
import { validatorFor } from './validator-for.ts';

/** Outcome of `validateDelivery`: the typed delivery, or every failing path. */
export type DeliveryValidation =
  | { ok: true; event: EventName; delivery: WebhookDelivery }
  | { ok: false; issues: ValidationIssue[] };

/**
 * Validates a parsed body against the JSON Schema of its event, with validators generated from
 * `@designhooks/schemas` at build time (Ajv standalone code: nothing is compiled at run time).
 * Each event's validator is imported the first time a body of that event is checked, hence the
 * promise. A body whose `event` is not a known name is checked against the envelope schema, whose
 * enum rejects it: an unknown event is not a valid delivery, even though the receiver
 * acknowledges it.
 *
 * @example
 * ```ts
 * import { validateDelivery } from '@designhooks/receiver';
 * const result = await validateDelivery({ createdAt: '2020-01-01T00:00:00Z', event: 'project.updated', data: {} });
 * if (!result.ok) console.log(result.issues); // [{ path: '/data/object', message: 'is required' }]
 * ```
 */
export async function validateDelivery(value: unknown): Promise<DeliveryValidation> {
  const event = eventOf(value);
  const name = event ?? ENVELOPE_VALIDATOR;
  const issues = await checkWith(await validatorFor(name), name, value);
  if (issues.length) return { ok: false, issues: [...issues] };
  if (event) return { ok: true, event, delivery: value as WebhookDelivery };
  // The envelope accepted it, so its event is in the envelope's enum but has no schema.
  return { ok: false, issues: [{ path: '/event', message: 'has no event schema' }] };
}

function eventOf(value: unknown): EventName | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const event = (value as { event?: unknown }).event;
  return typeof event === 'string' && knownEventNames().has(event)
    ? (event as EventName)
    : undefined;
}
