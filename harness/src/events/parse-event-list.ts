import { WebhookRuleError } from '../errors.ts';
import { assertEvent } from '@designhooks/testing';
import { eventsMatching } from './events-matching.ts';

/**
 * Parses a comma-separated `--events` value into a list of known event names, without
 * duplicates, in the given order. Empty lists and unknown names are rejected. With `patterns`
 * (what a person types on the command line), `*` stands for every event and `project.*` for a
 * resource's; the management API takes names only, as the platform's does.
 *
 * @example
 * ```ts
 * parseEventList('project.created, project.updated'); // ['project.created', 'project.updated']
 * parseEventList('comment.*,project.deleted', { patterns: true }); // the three comment events, then project.deleted
 * parseEventList(''); // throws: select at least one event
 * ```
 */
export function parseEventList(value: string, { patterns = false } = {}): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .flatMap((name) => {
      const matching = patterns && name.includes('*') ? eventsMatching(name) : [];
      return matching.length > 0 ? matching : [name];
    });
  if (names.length === 0) {
    throw new WebhookRuleError('select at least one event (--events e1,e2,...)');
  }
  for (const name of names) assertEvent(name);
  return [...new Set(names)];
}
