import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parseRequestTarget } from './request-target.ts';

/** A page: plain files (HTML, CSS, JavaScript modules), no build step, nothing from other origins. */
const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

const HEADERS = {
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/**
 * Serves a page's static files from `dir` (read once, at start): `GET /` is index.html, and each
 * `.js` / `.css` file of the folder is served at `/<name>`; returns false for any other path. The
 * listener's inspector and `serve`'s settings page are such pages.
 *
 * @example
 * ```ts
 * const page = staticPage(inspectorDir());
 * http.createServer((req, res) => { if (!page(req, res)) res.writeHead(404).end(); });
 * ```
 */
export function staticPage(dir: string) {
  const files = new Map([
    ['/', { type: 'text/html; charset=utf-8', bytes: readFileSync(join(dir, 'index.html')) }],
  ]);
  for (const name of readdirSync(dir)) {
    const type = TYPES[name.slice(name.lastIndexOf('.'))];
    if (type) files.set(`/${name}`, { type, bytes: readFileSync(join(dir, name)) });
  }
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const found = files.get(parseRequestTarget(req.url)?.path ?? '');
    if (!found) return false;
    res.writeHead(200, {
      ...HEADERS,
      'content-type': found.type,
      'content-length': found.bytes.length,
    });
    res.end(req.method === 'HEAD' ? undefined : found.bytes);
    return true;
  };
}
