import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownDocs } from '../scripts/generate/docs/markdown-docs.ts';
import { validateDelivery } from '@designhooks/receiver';

// Every ```json block of the README and the docs is valid JSON, and a block that looks like a
// delivery (createdAt + event + data) is a valid one: examples cannot drift from the schemas.
const root = join(import.meta.dirname, '..');
const docs = markdownDocs();
const blocks = docs.flatMap((doc) => {
  const text = readFileSync(join(root, doc), 'utf8');
  return [...text.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => ({
    label: `${doc}:${text.slice(0, m.index).split('\n').length}`,
    source: m[1]!,
  }));
});

describe('JSON code blocks in the docs', () => {
  it('finds them', () => expect(blocks.length).toBeGreaterThanOrEqual(10));

  it.each(blocks.map((b) => [b.label, b] as const))(
    '%s parses, and validates when it is a delivery',
    async (_label, { source }) => {
      const value: unknown = JSON.parse(source);
      if (
        value &&
        typeof value === 'object' &&
        'createdAt' in value &&
        'event' in value &&
        'data' in value
      ) {
        expect(await validateDelivery(value)).toMatchObject({ ok: true });
      }
    },
  );
});
