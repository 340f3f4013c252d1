import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { closeServer, listenOnLoopback, tempDir } from '@designhooks/test-support';
import { describe, expect, it } from 'vitest';
import { staticPage } from './static-page.ts';

/** A page folder with the given files (index.html is always there). */
function pageDir(files: Record<string, string>): string {
  const dir = tempDir('designhooks-page-');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/page.js">');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('staticPage', () => {
  it("serves the shared dom.js beside the page's own files, with the page's headers", async () => {
    const page = staticPage(pageDir({ 'page.js': "import { h } from './dom.js';" }));
    const server = createServer((req, res) => {
      if (!page(req, res)) res.writeHead(404).end();
    });
    const base = `http://127.0.0.1:${await listenOnLoopback(server)}`;
    try {
      const dom = await fetch(`${base}/dom.js`);
      expect(dom.status).toBe(200);
      expect(dom.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(dom.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await dom.text()).toContain('export function h(');
      expect((await fetch(`${base}/page.js`)).status).toBe(200);
      expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    } finally {
      await closeServer(server);
    }
  });

  it('refuses a page whose own file would shadow a shared one', () => {
    expect(() => staticPage(pageDir({ 'dom.js': 'export {};' }))).toThrow(
      /dom\.js shadows a shared page asset/,
    );
  });
});
