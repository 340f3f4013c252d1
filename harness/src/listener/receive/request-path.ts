import type { IncomingMessage } from 'node:http';

/**
 * The request target's path without the query, exactly as sent (no normalisation, so
 * `/webhooks/../api` never equals `/webhooks`).
 *
 * @example
 * ```ts
 * requestPath({ url: '/webhooks?x=1' } as IncomingMessage); // '/webhooks'
 * ```
 */
export function requestPath(req: Pick<IncomingMessage, 'url'>): string {
  const target = req.url ?? '/';
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}
