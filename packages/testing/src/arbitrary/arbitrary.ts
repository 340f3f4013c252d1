import type fc from 'fast-check';
import { bundledEventSchema } from '@designhooks/schemas';
import type { EventName, EventPayloadMap } from '@designhooks/types';
import { assertEvent } from '../assert-event.ts';
import { schemaArbitrary, type SchemaArbitraryOptions } from './schema-arbitrary.ts';

/**
 * A fast-check arbitrary of random deliveries of `event` that are valid against its JSON Schema
 * (derived from `bundledEventSchema(event)` at call time: the schemas stay the only source of
 * truth). Values cover every branch the schema allows: nulls and `""`, `"master"` ids, optional
 * fields present or absent, unicode and `<>&` in text. Reproduce a run with fast-check's `seed`.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { arbitrary } from '@designhooks/testing';
 * fc.assert(fc.property(arbitrary('branch.statusUpdated'), (delivery) => {
 *   return delivery.event === 'branch.statusUpdated';
 * }), { seed: 42, numRuns: 100 });
 * ```
 */
export function arbitrary<E extends EventName>(
  event: E,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<EventPayloadMap[E]> {
  assertEvent(event);
  return schemaArbitrary(bundledEventSchema(event), options) as fc.Arbitrary<EventPayloadMap[E]>;
}
