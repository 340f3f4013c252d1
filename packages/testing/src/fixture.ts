import { listFixtures, readFixture } from '@designhooks/schemas';
import type { EventName, EventPayloadMap } from '@designhooks/types';
import { assertEvent } from './assert-event.ts';
import { UnknownVariantError } from './errors.ts';
import { applyOverrides, type Overrides } from './overrides.ts';
import { toCreatedAt } from './to-created-at.ts';

/** How `fixture()` picks the stored body and its `createdAt`. */
export interface FixtureOptions {
  /**
   * The envelope's `createdAt`: `'now'` (default: the current second, as a fresh delivery
   * has), `'fixture'` (the stored value), or a fixed `Date` / string.
   */
  createdAt?: 'now' | 'fixture' | Date | string;
  /** A stored variant instead of the canonical body (`'many-commits'`); see `fixtures(event)`. */
  variant?: string;
}

/**
 * A delivery body for `event`, parsed from its stored fixture in `@designhooks/schemas`, with
 * deep `overrides` merged in. Overrides are typed from the event's schema: a field that does
 * not exist, or a value of the wrong type, does not compile. `createdAt` is the current second
 * unless `options.createdAt` says otherwise (an override of `createdAt` wins over both).
 *
 * @example
 * ```ts
 * import { fixture } from '@designhooks/testing';
 * const delivery = fixture('project.updated', { data: { object: { name: 'Icons v2' } } });
 * delivery.data.object.name; // 'Icons v2'
 * const stored = fixture('commits.created', {}, { variant: 'many-commits', createdAt: 'fixture' });
 * ```
 */
export function fixture<E extends EventName>(
  event: E,
  overrides?: Overrides<EventPayloadMap[E]>,
  options: FixtureOptions = {},
): EventPayloadMap[E] {
  assertEvent(event);
  const delivery = JSON.parse(
    storedBytes(event, options.variant).toString('utf8'),
  ) as EventPayloadMap[E];
  const when = options.createdAt ?? 'now';
  if (when !== 'fixture') {
    (delivery as { createdAt: string }).createdAt =
      when === 'now'
        ? toCreatedAt(new Date())
        : typeof when === 'string'
          ? when
          : toCreatedAt(when);
  }
  // the delivery was just parsed: only overrides need applyOverrides' copy
  return overrides === undefined ? delivery : applyOverrides(delivery, overrides);
}

// The one stored body asked for, by its file name (`commits.created.many-commits`): readFixture
// copies that body only, where listFixtures(event) would copy every variant of the event (two
// of commits.created are 27 KB) on each of the 200 bodies a `designhooks check` burst builds.
function storedBytes(event: string, variant: string | undefined): Buffer {
  try {
    return readFixture(variant === undefined ? event : `${event}.${variant}`);
  } catch {
    const variants = listFixtures(event).flatMap((file) =>
      file.variant === undefined ? [] : [file.variant],
    );
    throw new UnknownVariantError(event, String(variant), variants);
  }
}
