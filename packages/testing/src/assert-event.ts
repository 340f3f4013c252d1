import { isKnownEvent } from '@designhooks/receiver';
import { eventNames, type EventName } from '@designhooks/types';
import { UnknownEventError } from './errors.ts';

/**
 * Throws `UnknownEventError` (status 400, listing the ten names) unless `event` is one of the
 * platform's events; afterwards TypeScript knows `event` is an `EventName`.
 *
 * @example
 * ```ts
 * import { assertEvent } from '@designhooks/testing';
 * const name: string = 'project.updated';
 * assertEvent(name); // passes: name is an EventName from here on
 * assertEvent('project.renamed'); // throws: unknown event "project.renamed"; valid events: ...
 * ```
 */
export function assertEvent(event: string): asserts event is EventName {
  if (!isKnownEvent(event)) throw new UnknownEventError(event, eventNames);
}
