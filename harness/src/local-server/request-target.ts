import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './send-json.ts';

/** A request target as the local servers route it: the path exactly as sent, and the query. */
export interface RequestTarget {
  /** The path without the query, not normalised (`/webhooks/../api` never equals `/webhooks`). */
  readonly path: string;
  readonly query: URLSearchParams;
}

/** `scheme://authority` of an absolute-form target (RFC 9112 3.2.2), which node:http lets through. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * Parses a request target (`req.url`) without ever throwing: origin form (`/path?query`) and
 * absolute form (`http://host:port/path?query`, whose scheme and authority are dropped: the
 * servers route by path and check `Host` on their own) give a target; anything else (`*`, an
 * authority, a bare word) gives null, which the servers answer with 400. WHATWG `new URL`
 * rejects targets that node:http accepts (`http://a:b/`), so it is never used on a request.
 *
 * @example
 * ```ts
 * parseRequestTarget('/api/deliveries?limit=5'); // { path: '/api/deliveries', query: limit=5 }
 * parseRequestTarget('http://a:b/'); // { path: '/', query: (empty) }
 * parseRequestTarget('*'); // null
 * ```
 */
export function parseRequestTarget(target: string | undefined): RequestTarget | null {
  let rest = target ?? '/';
  const absolute = ABSOLUTE_FORM.exec(rest);
  if (absolute) rest = rest.slice(absolute[0].length) || '/';
  if (!rest.startsWith('/') && !rest.startsWith('?')) return null;
  if (rest.startsWith('?')) rest = `/${rest}`;
  const question = rest.indexOf('?');
  const hash = rest.indexOf('#');
  const end = hash === -1 ? rest.length : hash;
  if (question === -1 || question > end)
    return { path: rest.slice(0, end), query: new URLSearchParams() };
  return {
    path: rest.slice(0, question),
    query: new URLSearchParams(rest.slice(question + 1, end)),
  };
}

/**
 * The one way a local server (`listen`, its tunnel gate, `serve`) takes requests: the target is
 * parsed once (400 when it is not one a server can route), and whatever the handler throws or
 * rejects with is answered 500 without details, so no request can stop the process.
 *
 * @example
 * ```ts
 * http.createServer(requestHandler((req, res, target) => {
 *   if (target.path === '/webhooks') return handle(req, res);
 *   sendJson(res, 404, { error: { code: 'not_found', message: 'not found' } });
 * }));
 * ```
 */
export function requestHandler(
  handle: (req: IncomingMessage, res: ServerResponse, target: RequestTarget) => unknown,
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const target = parseRequestTarget(req.url);
    if (!target) {
      res.shouldKeepAlive = false;
      return sendJson(res, 400, {
        error: { code: 'bad_request', message: 'the request target is not a path' },
      });
    }
    const failed = () => {
      if (!res.headersSent)
        sendJson(res, 500, {
          error: { code: 'internal', message: 'the server could not do that' },
        });
      else res.destroy();
    };
    try {
      void Promise.resolve(handle(req, res, target)).catch(failed);
    } catch {
      failed();
    }
  };
}
