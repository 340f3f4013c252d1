import { eventNames, type EventName } from '@designhooks/types';

/**
 * The platform's ten event names, in the order of the spec's table (a fresh array each call).
 *
 * @example
 * ```ts
 * import { allEvents, fixture } from '@designhooks/testing';
 * for (const event of allEvents()) console.log(event, fixture(event).data.object.objectType);
 * ```
 */
export function allEvents(): EventName[] {
  return [...eventNames];
}
