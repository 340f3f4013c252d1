import { WebhookRuleError } from '../errors.ts';
import { assertEvent } from '@designhooks/testing';

/**
 * Parses a comma-separated `--events` value into a list of known event names, without
 * duplicates, in the given order. Empty lists and unknown names are rejected.
 *
 * @example
 * ```ts
 * parseEventList('project.created, project.updated'); // ['project.created', 'project.updated']
 * parseEventList(''); // throws: select at least one event
 * ```
 */
export function parseEventList(value: string): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) {
    throw new WebhookRuleError('select at least one event (--events e1,e2,...)');
  }
  for (const name of names) assertEvent(name);
  return [...new Set(names)];
}
