import { eventNames, type EventName } from '@designhooks/types';
import { BETA_EVENT_NAMES, betaEventNote } from '@designhooks/receiver';
import { closestMatch } from 'leven';
import { meant, NEAR_MISS_EDITS } from './did-you-mean.ts';

/**
 * The platform's event a mistyped or outdated name most probably means: the current name of a
 * beta-era event (`branch.status.changed`), the right casing (`branch.statusupdated`), or the
 * one name within two edits (`commit.created`); `undefined` when nothing is that close. The
 * kit's `UnknownEventError` says "did you mean" with it; use it to check names in your own
 * configuration.
 *
 * @example
 * ```ts
 * import { closestEvent } from '@designhooks/testing';
 * closestEvent('commit.created'); // 'commits.created'
 * closestEvent('branch.status.changed'); // 'branch.statusUpdated'
 * closestEvent('invoice.paid'); // undefined
 * ```
 */
export function closestEvent(name: string): EventName | undefined {
  if (Object.hasOwn(BETA_EVENT_NAMES, name)) return BETA_EVENT_NAMES[name];
  const lower = name.toLowerCase();
  const match = closestMatch(
    lower,
    eventNames.map((event) => event.toLowerCase()),
    { maxDistance: NEAR_MISS_EDITS },
  );
  return match === undefined
    ? undefined
    : eventNames.find((event) => event.toLowerCase() === match);
}

/**
 * The hint an unknown event's message carries, or '' when no name is close: why a beta-era
 * name is unknown says more than "did you mean".
 */
export function unknownEventHint(name: string): string {
  if (name.endsWith('.*')) {
    // a right pattern (`comment.*`) is unknown only where one name is asked for (send, trigger,
    // the management API): name its events; a wrong one (`projects.*`): the resource meant
    const named = eventNames.filter((event) => event.startsWith(name.slice(0, -1)));
    if (named.length > 0) return ` (a pattern; give one of its events: ${named.join(', ')})`;
    const resources = [...new Set(eventNames.map((event) => `${event.split('.')[0]}.*`))];
    const resource = closestMatch(name.toLowerCase(), resources, { maxDistance: NEAR_MISS_EDITS });
    return meant(name, resource);
  }
  return betaEventNote(name) || meant(name, closestEvent(name));
}
