import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { packageFolder } from './package-folder.ts';
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
 * The files every page gets besides its own (`dom.js`, the DOM helpers both pages import), from
 * `src/local-server/page-assets/` of the package: one copy, served to each page at its own origin.
 */
function pageAssetsDir(): string {
  return packageFolder(
    'src/local-server/page-assets',
    join(import.meta.dirname, 'page-assets'),
    'dom.js',
  );
}

/**
 * Serves a page's static files from `dir` (read once, at start): `GET /` is index.html, and each
 * `.js` / `.css` file of the folder, and of the shared page assets (`/dom.js`), is served at
 * `/<name>`; returns false for any other path. The listener's inspector and `serve`'s settings
 * page are such pages. A page file named like a shared one is refused at start.
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
  for (const folder of [pageAssetsDir(), dir]) {
    for (const name of readdirSync(folder)) {
      const type = TYPES[name.slice(name.lastIndexOf('.'))];
      if (!type) continue;
      if (files.has(`/${name}`))
        throw new Error(`${join(folder, name)} shadows a shared page asset`);
      files.set(`/${name}`, { type, bytes: readFileSync(join(folder, name)) });
    }
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
