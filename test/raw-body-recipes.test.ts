// The express recipes that hand the receiver a parser's bytes, exactly as written in the docs (the
// generated doc blocks): docs/receiver.md's expressMiddleware behind express.json({ verify }),
// docs/verifying-signatures.md's hand-written check of req.rawBody and of express.raw's Buffer.
// Each must verify a body with the platform's Go escapes, which JSON.stringify(req.body) cannot
// reproduce, refuse a wrong key, and take a large push (a parser's limit is the receiver's).
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkReceiver, deliver, fixtures } from '@designhooks/testing';
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
  const raw = await importDocBlock<{ app: Express }>('verifying-signatures', 'express.raw(');
  recipes.push(['verifying-signatures.md: express.raw', raw.app]);
});

describe('a JSON parser that keeps its bytes in req.rawBody', () => {
  it('verifies a Go-escaped body over those bytes, and refuses another key', async () => {
    const escaped = fixtures('comment.created').find((f) => f.variant === 'html-characters')!;
    expect(escaped.bytes.toString()).toContain('\\u003c'); // what JSON.stringify would not write
    expect(recipes).toHaveLength(3);
    for (const [name, app] of recipes) {
      const signed = await deliver(app, escaped.bytes, { secret: SIGNING_KEY, path: '/webhooks' });
      expect(signed.status, name).toBe(200);
      const wrong = await deliver(app, escaped.bytes, { secret: 'another-key', path: '/webhooks' });
      expect(wrong.status, name).toBe(401);
    }
  });
});

describe('the recipes under check', () => {
  it('pass size.large: the parser in front takes a push of 1,000 commits', async () => {
    for (const [name, app] of recipes) {
      const report = await checkReceiver({ handler: app, path: '/webhooks', secret: SIGNING_KEY });
      const large = report.cases.find((c) => c.id === 'size.large');
      expect(large?.verdict, `${name}: ${large?.reason}`).toBe('pass');
      if (name.includes('expressMiddleware')) expect(report.passed, name).toBe(true);
    }
  });
});
