import { DEDUPE_MAX_ENTRIES } from '../constants.ts';
import type { DedupeStore } from './types.ts';

/**
 * The default dedupe store: the last `maxEntries` delivery digests in memory, least recently
 * seen evicted first. Per process: use a shared store (Redis, a database) behind the same
 * two-method interface when several processes receive.
 *
 * @example
 * ```ts
 * import { createReceiver, memoryDedupeStore } from '@designhooks/receiver';
 * const receiver = createReceiver({ secret: 'key', dedupe: memoryDedupeStore({ maxEntries: 1000 }) });
 * ```
 */
export function memoryDedupeStore(options: { maxEntries?: number } = {}): DedupeStore {
  const maxEntries = options.maxEntries ?? DEDUPE_MAX_ENTRIES;
  const seen = new Map<string, true>();
  return {
    add(key) {
      if (seen.has(key)) {
        seen.delete(key); // re-inserted below: a Map iterates in insertion order, oldest first
        seen.set(key, true);
        return false;
      }
      seen.set(key, true);
      if (seen.size > maxEntries) seen.delete(seen.keys().next().value as string);
      return true;
    },
    delete(key) {
      seen.delete(key);
    },
  };
}
