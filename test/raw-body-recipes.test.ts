// The two "keep the parser's bytes" recipes, exactly as written in the docs (the generated doc
// blocks): docs/receiver.md's expressMiddleware behind express.json({ verify }), and
// docs/verifying-signatures.md's hand-written check of req.rawBody. Both must verify a body with
// the platform's Go escapes, which JSON.stringify(req.body) cannot reproduce, and refuse a wrong key.
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliver, fixtures } from '@designhooks/testing';
import { importDocBlock } from './doc-block.ts';

const SIGNING_KEY = 'raw-body-recipe-key';
const recipes: Array<[string, Express]> = [];
/** The page's express app that keeps the parser's bytes (`rawBody`). */
const recipe = async (page: string) =>
  (await importDocBlock<{ app: Express }>(page, 'export const app', 'rawBody')).app;

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
