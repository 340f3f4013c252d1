import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/** The page: plain files, no build step, nothing loaded from other origins. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/inspector.css': { file: 'inspector.css', type: 'text/css; charset=utf-8' },
  '/inspector.js': { file: 'inspector.js', type: 'text/javascript; charset=utf-8' },
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
 * Serves the inspector page's static files (read once, at start) for `GET /`,
 * `/inspector.css` and `/inspector.js`; returns false for any other path.
 *
 * @example
 * ```ts
 * const page = inspectorPage();
 * http.createServer((req, res) => { if (!page(req, res)) res.writeHead(404).end(); });
 * ```
 */
export function inspectorPage(dir = join(import.meta.dirname, 'inspector')) {
  const files = new Map(
    Object.entries(FILES).map(([path, { file, type }]) => [path, { type, bytes: readFileSync(join(dir, file)) }]),
  );
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const found = files.get(new URL(req.url ?? '/', 'http://page').pathname);
    if (!found) return false;
    res.writeHead(200, { ...HEADERS, 'content-type': found.type, 'content-length': found.bytes.length });
    res.end(req.method === 'HEAD' ? undefined : found.bytes);
    return true;
  };
}
