/**
 * A request target's path as decoded segments, without the query. Empty segments are dropped,
 * so `//organizations/…` (an SDK `apiUrl` ending in `/`) routes as `/organizations/…`.
 *
 * @example
 * ```ts
 * pathSegments('//organizations/6d1e…/webhooks?limit=5'); // ['organizations', '6d1e…', 'webhooks']
 * ```
 */
export function pathSegments(target: string): string[] {
  const path = target.split('?', 1)[0] ?? '';
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part; // a malformed escape stays as sent: it then matches no route and no id
      }
    });
}
