import { eventNames, type EventName } from '@designhooks/types';
import { UnknownEventError } from './errors.ts';

/** Throws `UnknownEventError` (listing the ten names) unless `event` is one of the platform's events. */
export function assertEvent(event: string): asserts event is EventName {
  if (!(eventNames as readonly string[]).includes(event))
    throw new UnknownEventError(event, eventNames);
}
