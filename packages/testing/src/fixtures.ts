import { listFixtures } from '@designhooks/schemas';
import type { EventName, EventPayloadMap } from '@designhooks/types';
import { assertEvent } from './assert-event.ts';

/** One stored fixture of an event, parsed. */
export interface NamedFixture<E extends EventName> {
  /** The fixture's file name without `.json`: `commits.created.many-commits`. */
  name: string;
  /** The variant (`'many-commits'`), or undefined for the canonical body. */
  variant: string | undefined;
  /** The delivery body exactly as stored (its `createdAt` untouched). */
  delivery: EventPayloadMap[E];
  /** The stored bytes, as the platform sends them (sign and send these to test raw-body handling). */
  bytes: Buffer;
}

/**
 * Every stored fixture of `event`, canonical first: the shapes the platform is known to send
 * (empty strings vs nulls, many commits, milliseconds, HTML characters, ...). Handy for
 * `it.each` / `test.each`.
 *
 * @example
 * ```ts
 * import { fixtures } from '@designhooks/testing';
 * for (const { name, delivery } of fixtures('commits.created')) {
 *   console.log(name, delivery.data.object.commits.length);
 * }
 * ```
 */
export function fixtures<E extends EventName>(event: E): NamedFixture<E>[] {
  assertEvent(event);
  return listFixtures(event).map((file) => ({
    name: file.name,
    variant: file.variant,
    delivery: JSON.parse(file.bytes.toString('utf8')) as EventPayloadMap[E],
    bytes: file.bytes, // listFixtures' own copy
  }));
}
