import { z } from 'zod';
import type { EventName, EventPayloadMap } from '@designhooks/types';
import { bundledEventSchemas } from './generated/bundled-event-schemas.ts';
import { knownEventNames } from './known-event-names.ts';

const cache = new Map<string, z.ZodType>();

/**
 * A zod 4 schema for one event, built with `z.fromJSONSchema` from the same JSON Schema the
 * receiver validates with (embedded at `npm run generate`), so the JSON Schemas stay the only source of truth. Built on first
 * use and cached. An unknown event name throws, listing the valid ones.
 *
 * @example
 * ```ts
 * import { zodSchemaFor } from '@designhooks/receiver/zod';
 * const ProjectUpdated = zodSchemaFor('project.updated');
 * const parsed = ProjectUpdated.safeParse({ event: 'project.updated' });
 * parsed.success; // false
 * ```
 */
export function zodSchemaFor<E extends EventName>(event: E): z.ZodType<EventPayloadMap[E]> {
  let schema = cache.get(event);
  if (!schema) {
    if (!knownEventNames().has(event)) {
      throw new Error(
        `unknown event "${event}"; valid events: ${[...knownEventNames()].join(', ')}`,
      );
    }
    schema = z.fromJSONSchema(bundledEventSchemas[event] as Parameters<typeof z.fromJSONSchema>[0]);
    cache.set(event, schema);
  }
  return schema as z.ZodType<EventPayloadMap[E]>;
}
