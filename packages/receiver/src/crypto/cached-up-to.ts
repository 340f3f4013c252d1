/**
 * The value `cache` holds for `key`, made by `make(key)` on first use. At most `max` keys are
 * kept: adding one more empties the cache first. What each crypto build keeps per secret (an
 * imported Web Crypto key, the HMAC pads), since a receiver verifies with the same one or two
 * secrets, and a process that cycles through many must not grow without bound.
 *
 * @example
 * ```ts
 * import { cachedUpTo } from './cached-up-to.ts'; // internal
 * const lengths = new Map<string, number>();
 * cachedUpTo(lengths, 16, 'key', (key) => key.length); // 3, made once and kept
 * ```
 */
export function cachedUpTo<K, V>(cache: Map<K, V>, max: number, key: K, make: (key: K) => V): V {
  const found = cache.get(key);
  // One lookup for the common case: a value is kept (has() only for an undefined one).
  // Stryker disable next-line ConditionalExpression: with `found !== undefined` false, has() gives the same answer
  if (found !== undefined || cache.has(key)) return found as V;
  const value = make(key);
  if (cache.size >= max) cache.clear();
  cache.set(key, value);
  return value;
}
