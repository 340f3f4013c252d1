import type { z } from 'zod';
import type { EventName, EventPayloadMap } from '@designhooks/types';
import { knownEventNames } from './known-event-names.ts';
import { zodSchemaFor } from './zod-schema-for.ts';

/** One zod schema per event name, typed with the generated delivery types. */
export type DeliverySchemas = { readonly [E in EventName]: z.ZodType<EventPayloadMap[E]> };

/**
 * Every event's zod schema by name, built lazily on first access with `zodSchemaFor`.
 *
 * @example
 * ```ts
 * import { deliverySchemas } from '@designhooks/receiver/zod';
 * const result = deliverySchemas['comment.created'].safeParse({});
 * result.success; // false
 * ```
 */
export const deliverySchemas: DeliverySchemas = Object.defineProperties(
  {},
  Object.fromEntries(
    [...knownEventNames()].map((event) => [
      event,
      { enumerable: true, get: () => zodSchemaFor(event as EventName) },
    ]),
  ),
) as DeliverySchemas;
