// The two "keep the parser's bytes" recipes, exactly as written in the docs (the generated doc
// blocks): docs/receiver.md's expressMiddleware behind express.json({ verify }), and
// docs/verifying-signatures.md's hand-written check of req.rawBody. Both must verify a body with
// the platform's Go escapes, which JSON.stringify(req.body) cannot reproduce, and refuse a wrong key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliver, fixtures } from '@designhooks/testing';

const SIGNING_KEY = 'raw-body-recipe-key';
const recipes: Array<[string, Express]> = [];
const blocks = join(import.meta.dirname, 'generated/doc-blocks');

/** The one generated block of `page` that exports an app and keeps the parser's bytes. */
async function recipe(page: string): Promise<Express> {
  const found = readdirSync(blocks).filter(
    (file) =>
      file.startsWith(`docs--${page}.`) &&
      /export const app\b/.test(readFileSync(join(blocks, file), 'utf8')) &&
      readFileSync(join(blocks, file), 'utf8').includes('rawBody'),
  );
  expect(found, `one such block in docs/${page}.md`).toHaveLength(1);
  return ((await import(pathToFileURL(join(blocks, found[0]!)).href)) as { app: Express }).app;
}

beforeAll(async () => {
  process.env.SIGNING_KEY = SIGNING_KEY; // the recipes read it when their module loads
  recipes.push(['receiver.md: expressMiddleware', await recipe('receiver')]);
  recipes.push(['verifying-signatures.md: by hand', await recipe('verifying-signatures')]);
});

describe('a JSON parser that keeps its bytes in req.rawBody', () => {
  it('verifies a Go-escaped body over those bytes, and refuses another key', async () => {
    const escaped = fixtures('comment.created').find((f) => f.variant === 'html-characters')!;
    expect(escaped.bytes.toString()).toContain('\\u003c'); // what JSON.stringify would not write
    expect(recipes).toHaveLength(2);
    for (const [name, app] of recipes) {
      const signed = await deliver(app, escaped.bytes, { secret: SIGNING_KEY, path: '/webhooks' });
      expect(signed.status, name).toBe(200);
      const wrong = await deliver(app, escaped.bytes, { secret: 'another-key', path: '/webhooks' });
      expect(wrong.status, name).toBe(401);
    }
  });
});
