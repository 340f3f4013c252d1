import { knownEventNames } from '../contract/known-event-names.ts';

type AnyHandler = (delivery: never, context: never) => unknown;

/** Handlers by event pattern, with a per-event dispatch list cached until the next change. */
export interface HandlerRegistry {
  add(patterns: string | readonly string[], handler: AnyHandler): void;
  addAny(handler: AnyHandler): void;
  handlersFor(event: string): readonly AnyHandler[];
}

/**
 * Creates the registry behind `receiver.on` / `onAny`. Patterns are checked when registered:
 * an unknown name or resource throws, listing the valid names, instead of silently never firing.
 *
 * @example
 * ```ts
 * import { createHandlerRegistry } from './handler-registry.ts'; // internal
 * const registry = createHandlerRegistry();
 * registry.add('branch.*', () => {});
 * registry.handlersFor('branch.updated').length; // 1
 * ```
 */
export function createHandlerRegistry(): HandlerRegistry {
  const entries: { pattern: string; handler: AnyHandler }[] = [];
  const cache = new Map<string, AnyHandler[]>();
  const matches = (pattern: string, event: string): boolean =>
    pattern === '*' ||
    pattern === event ||
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
    handlersFor(event) {
      let list = cache.get(event);
      if (!list) {
        // Specific and resource.* handlers first, then onAny; one registered under two matching
        // patterns still runs once per delivery.
        const matching = entries.filter((entry) => matches(entry.pattern, event));
        const ordered = [
          ...matching.filter((e) => e.pattern !== '*'),
          ...matching.filter((e) => e.pattern === '*'),
        ];
        list = [...new Set(ordered.map((entry) => entry.handler))];
        cache.set(event, list);
      }
      return list;
    },
  };
}

function checkPattern(pattern: unknown): void {
  const names = [...knownEventNames()];
  const ok =
    typeof pattern === 'string' &&
    (names.includes(pattern) ||
      (pattern.endsWith('.*') && names.some((name) => name.startsWith(pattern.slice(0, -1)))));
  if (!ok) {
    throw new TypeError(
      `unknown event "${String(pattern)}"; valid events: ${names.join(', ')} (or resource.* for all of a resource)`,
    );
  }
}
