import { betaEventNote } from '../contract/beta-event-names.ts';
import { isKnownEvent } from '../contract/parse-delivery.ts';
import { eventNames } from '@designhooks/types';

/** Any handler a registry holds: the receiver's, the queue worker's. */
export type AnyHandler = (delivery: never, context: never) => unknown;

/**
 * Handlers by event pattern (`'project.updated'`, `'branch.*'`), catch-all handlers (`onAny`)
 * and handlers of event names the contract does not know (`onUnknown`), with a per-event
 * dispatch list cached until the next change. Shared by the receiver and `@designhooks/queue`'s
 * worker, so both route a delivery exactly alike.
 */
export interface HandlerRegistry<H extends AnyHandler = AnyHandler> {
  /** Registers `handler` under each pattern; an unknown name or resource throws a TypeError. */
  add(patterns: string | readonly string[], handler: H): void;
  /** Registers `handler` for every known event, after the specific ones. */
  addAny(handler: H): void;
  /** Registers `handler` for event names the contract does not know. */
  addUnknown(handler: H): void;
  /**
   * The handlers a delivery of `event` runs: specific and `resource.*` ones, then `onAny` ones;
   * for an unknown name the `onUnknown` ones.
   */
  handlersFor(event: string): readonly H[];
}

/**
 * Creates an empty handler registry. Patterns are checked when registered: an unknown name or
 * resource throws, listing the valid names, instead of silently never firing.
 *
 * @example
 * ```ts
 * import { createHandlerRegistry } from '@designhooks/receiver';
 * const registry = createHandlerRegistry<(delivery: never, context: never) => unknown>();
 * registry.add('branch.*', () => {});
 * registry.handlersFor('branch.updated').length; // 1
 * ```
 */
export function createHandlerRegistry<H extends AnyHandler = AnyHandler>(): HandlerRegistry<H> {
  const entries: { pattern: string; handler: H }[] = [];
  const unknown: H[] = [];
  // Known events only: unknown names come from the network and would grow the cache unbounded.
  const cache = new Map<string, H[]>();
  const matches = (pattern: string, event: string): boolean =>
    pattern === '*' ||
    pattern === event ||
    // Stryker disable next-line StringLiteral: a name pattern equal to no event never matches: no event name starts with another one's name less its last character
    (pattern.endsWith('.*') && event.startsWith(pattern.slice(0, -1)));
  return {
    add(patterns, handler) {
      for (const pattern of typeof patterns === 'string' ? [patterns] : patterns) {
        checkPattern(pattern);
        entries.push({ pattern, handler });
      }
      cache.clear();
    },
    addAny(handler) {
      entries.push({ pattern: '*', handler });
      cache.clear();
    },
    addUnknown(handler) {
      unknown.push(handler);
    },
    handlersFor(event) {
      if (!isKnownEvent(event)) return unknown;
      let list = cache.get(event);
      // Stryker disable next-line ConditionalExpression: the cache only saves work; a list built again is equal
      if (!list) {
        // Specific and resource.* handlers first, then onAny; one registered under two matching
        // patterns still runs once per delivery.
        const matching = entries.filter((entry) => matches(entry.pattern, event));
        const ordered = [
          ...matching.filter((e) => e.pattern !== '*'),
          // Stryker disable next-line ConditionalExpression,MethodExpression: the Set below keeps each handler's first place, so onAny ones come last either way
          ...matching.filter((e) => e.pattern === '*'),
        ];
        list = [...new Set(ordered.map((entry) => entry.handler))];
        cache.set(event, list);
      }
      return list;
    },
  };
}

// A pattern is a known name or `resource.*` for a resource that has known events.
function checkPattern(pattern: unknown): void {
  const ok =
    typeof pattern === 'string' &&
    (isKnownEvent(pattern) ||
      (pattern.endsWith('.*') && eventNames.some((name) => name.startsWith(pattern.slice(0, -1)))));
  if (!ok) {
    const name = String(pattern);
    throw new TypeError(
      `unknown event "${name}"${betaEventNote(name)}; valid events: ${eventNames.join(', ')} (or resource.* for all of a resource)`,
    );
  }
}
