/**
 * The `Host` header values the inspector accepts for a listener bound to `host:port`.
 *
 * @example
 * ```ts
 * allowedHosts('127.0.0.1', 4000); // Set { '127.0.0.1:4000', 'localhost:4000', '[::1]:4000' }
 * ```
 */
export function allowedHosts(host: string, port: number): Set<string> {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  const bound = host.includes(':') ? `[${host}]` : host;
  if (!['0.0.0.0', '[::]'].includes(bound)) names.push(bound.toLowerCase());
  return new Set(names.map((name) => `${name}:${port}`));
}
