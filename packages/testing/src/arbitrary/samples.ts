import fc from 'fast-check';
import type { EventName, EventPayloadMap } from '@designhooks/types';
import { arbitrary } from './arbitrary.ts';
import type { SchemaArbitraryOptions } from './schema-arbitrary.ts';

/** Options of `samples()`. */
export interface SamplesOptions extends SchemaArbitraryOptions {
  /** How many deliveries; default 10. */
  count?: number;
  /** The same seed gives the same deliveries; default a random one. */
  seed?: number;
}

/**
 * A plain array of random schema-valid deliveries of `event`, for runners or scripts that do
 * not use fast-check directly. The same `seed` always gives the same list.
 *
 * @example
 * ```ts
 * import { samples } from '@designhooks/testing';
 * for (const delivery of samples('comment.created', { count: 50, seed: 7 })) console.log(delivery.data.object.body);
 * ```
 */
export function samples<E extends EventName>(
  event: E,
  options: SamplesOptions = {},
): EventPayloadMap[E][] {
  const { count = 10, seed, ...limits } = options;
  return fc.sample(arbitrary(event, limits), {
    numRuns: count,
    ...(seed === undefined ? {} : { seed }),
  });
}
