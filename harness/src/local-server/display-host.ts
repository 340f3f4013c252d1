/**
 * The host to put in a URL for a server bound to `host`: a wildcard bind address is reached
 * through loopback, and an IPv6 address goes in brackets.
 *
 * @example
 * ```ts
 * displayHost('0.0.0.0'); // '127.0.0.1'
 * displayHost('::1');     // '[::1]'
 * ```
 */
export function displayHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
