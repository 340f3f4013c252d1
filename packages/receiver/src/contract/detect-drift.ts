import { loadedValidator } from './validator-for.ts';
import { isJsonObject } from './is-json-object.ts';
import { walkDrift } from './walk-drift.ts';

/**
 * Something a delivery carries that its schema accepts but the contract does not know: a field
 * no schema names (`unknown-field`, at any depth), a value outside an enumeration's known
 * values (`unknown-value`), or a known field with a shape no stored sample shows (`unseen-shape`:
 * `null` where the samples only show strings, an object where they show `""`, ...). `path` is a
 * JSON pointer into the body.
 *
 * @example
 * ```ts
 * import type { Drift } from '@designhooks/receiver';
 * const drift: Drift = { path: '/data/object/visibility', kind: 'unknown-value', value: 'public' };
 * ```
 */
export interface Drift {
  path: string;
  kind: 'unknown-field' | 'unknown-value' | 'unseen-shape';
  /** The value found there. */
  value?: unknown;
}

/**
 * At most this many drift entries are reported per delivery: memory stays bounded.
 *
 * @example
 * ```ts
 * import { detectDrift, MAX_DRIFT_ENTRIES } from '@designhooks/receiver';
 * const complete = (delivery: unknown) => detectDrift(delivery).length < MAX_DRIFT_ENTRIES;
 * ```
 */
export const MAX_DRIFT_ENTRIES = 100;

/** Shared by every delivery without drift: nothing to allocate on the hot path. */
export const NO_DRIFT: readonly Drift[] = Object.freeze([]);

/**
 * What a delivery of a known event carries that the contract does not know (see `Drift`), in
 * walk order (an object's unknown fields and unseen shapes in key order, then what its known
 * fields hold), at most `MAX_DRIFT_ENTRIES`; `NO_DRIFT` (empty) for none and for an event the
 * contract does not know. Drift is not invalidity: run it on deliveries that passed validation.
 * Code and a table generated from the schemas (`npm run generate`) answer it, with no schema
 * compiler: once a delivery of the event has loaded its validator, the generated check there says
 * whether there is any drift at all; a walk over the table says where.
 *
 * @example
 * ```ts
 * import { detectDrift } from '@designhooks/receiver';
 * detectDrift({ event: 'project.updated', data: { object: { visibility: 'public', beta: 1 } } });
 * // [{ path: '/data/object/beta', kind: 'unknown-field', value: 1 },
 * //  { path: '/data/object/visibility', kind: 'unknown-value', value: 'public' }]
 * ```
 */
export function detectDrift(delivery: unknown): readonly Drift[] {
  const event = isJsonObject(delivery) ? delivery.event : undefined;
  if (typeof event !== 'string' || !mayDrift(event, delivery)) return NO_DRIFT;
  return walkDrift(event, delivery, MAX_DRIFT_ENTRIES) ?? NO_DRIFT;
}

/** The generated check first (when loaded): the walk, which says where, runs only for a delivery with drift. */
function mayDrift(event: string, delivery: unknown): boolean {
  const hasDrift = loadedValidator(event)?.hasDrift;
  if (hasDrift === undefined) return true;
  try {
    return hasDrift(delivery);
  } catch (error) {
    // A parent chain too deep for the recursive check: the walk keeps its own stack.
    if (error instanceof RangeError) return true;
    throw error;
  }
}
