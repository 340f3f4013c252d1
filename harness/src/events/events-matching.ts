import { eventNames } from '@designhooks/types';

/**
 * The event names a pattern matches, as a person types one and as the SDK's `on()` reads it:
 * `*` every event, `project.*` every event of a resource, otherwise the name itself (none when
 * it is not among `events`).
 *
 * @example
 * ```ts
 * eventsMatching('branch.*'); // ['branch.created', 'branch.updated', 'branch.statusUpdated']
 * eventsMatching('project.updated', ['project.updated']); // ['project.updated']
 * ```
 */
export function eventsMatching(pattern: string, events: readonly string[] = eventNames): string[] {
  if (pattern === '*') return [...events];
  if (pattern.endsWith('.*')) return events.filter((name) => name.startsWith(pattern.slice(0, -1)));
  return events.filter((name) => name === pattern);
}
