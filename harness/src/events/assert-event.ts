import { UnknownEventError } from '../errors.ts';
import { knownEvents } from './known-events.ts';

/**
 * Returns `name` when it is one of the platform's events; otherwise throws an
 * {@link UnknownEventError} whose message lists the valid names.
 *
 * @example
 * ```ts
 * assertEvent('project.updated'); // 'project.updated'
 * assertEvent('project.renamed'); // throws: unknown event "project.renamed"; valid events: ...
 * ```
 */
export function assertEvent(name: string): string {
  if (knownEvents.includes(name)) return name;
  throw new UnknownEventError(`unknown event "${name}"; valid events: ${knownEvents.join(', ')}`);
}
