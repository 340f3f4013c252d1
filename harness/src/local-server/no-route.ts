import { MethodNotAllowedError, NotFoundError } from '../errors.ts';

/**
 * Past every route of a local server's API (serve's management API, the inspector's): a 405
 * naming the methods of the routes whose path fits (`allowed`, gathered while matching), else a
 * 404. Always throws.
 *
 * @example
 * ```ts
 * noRoute('POST /organizations/…/webhooks', new Set(['GET'])); // throws a 405, Allow: GET
 * ```
 */
export function noRoute(target: string, allowed: ReadonlySet<string>): never {
  if (allowed.size === 0) throw new NotFoundError(`no route ${target}`);
  throw new MethodNotAllowedError(`${target}: this route takes ${[...allowed].join(', ')}`, [
    ...allowed,
  ]);
}
