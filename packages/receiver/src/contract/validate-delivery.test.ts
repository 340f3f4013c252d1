import { describe, expect, it } from 'vitest';
import {
  listFixtures,
  listInvalidBodies,
  readFixture,
  schemaDocuments,
} from '@designhooks/schemas';
import { validateDelivery } from './validate-delivery.ts';
import { PATTERN_MESSAGES } from './validator-for.ts';

const parse = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));

describe('validateDelivery', () => {
  it.each(listFixtures().map((f) => [f.name, f] as const))(
    'accepts fixture %s',
    async (_name, fixture) => {
      const result = await validateDelivery(parse(fixture.bytes));
      expect(result).toMatchObject({ ok: true, event: fixture.event });
    },
  );

  it.each(listInvalidBodies().map((b) => [b.name, b] as const))(
    'rejects invalid/%s with paths',
    async (_name, body) => {
      const result = await validateDelivery(parse(body.bytes));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.issues.length).toBeGreaterThan(0);
      for (const issue of result.issues) {
        expect(issue.path === '' || issue.path.startsWith('/')).toBe(true);
        expect(issue.message).not.toBe('');
      }
    },
  );

  it('names the failing path as a JSON pointer', async () => {
    const body = parse(readFixture('project.updated')) as {
      data: { object: Record<string, unknown> };
    };
    body.data.object.color = 'red';
    delete body.data.object.name;
    const result = await validateDelivery(body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: '/data/object/color', message: 'must be a hex color starting with #' },
        { path: '/data/object/name', message: 'is required' },
      ]),
    );
  });

  it('says what a pattern means, not its regular expression, for every pattern of the schemas', async () => {
    const patterns = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.add(value);
          else walk(value);
        }
    };
    schemaDocuments().forEach(walk);
    expect(patterns.size).toBeGreaterThan(0);
    for (const pattern of patterns) expect(PATTERN_MESSAGES[pattern], pattern).toMatch(/^must be /);

    const body = parse(readFixture('commits.created')) as {
      createdAt: string;
      data: { object: { commits: { sha: string }[] } };
    };
    body.createdAt = 'yesterday';
    body.data.object.commits[0]!.sha = 'HEAD';
    const result = await validateDelivery(body);
    expect(result.ok ? [] : result.issues).toEqual(
      expect.arrayContaining([
        {
          path: '/createdAt',
          message: 'must be an ISO 8601 UTC timestamp ending in Z, such as 2026-01-05T09:00:00Z',
        },
        {
          path: '/data/object/commits/0/sha',
          message: 'must be a commit SHA: 40 lowercase hex digits',
        },
      ]),
    );
  });

  it('joins the branches of an anyOf into one issue per path', async () => {
    const body = parse(readFixture('project.updated')) as {
      data: { object: Record<string, unknown> };
    };
    body.data.object.archivedAt = 5;
    const result = await validateDelivery(body);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: '/data/object/archivedAt', message: 'must be string or must be null' },
    ]);
  });

  it('rejects an unknown event name against the envelope enum', async () => {
    const body = parse(readFixture('project.updated')) as Record<string, unknown>;
    body.event = 'project.archived';
    const result = await validateDelivery(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(['/event']);
  });

  it('rejects values that are not objects', async () => {
    for (const value of [null, 1, 'x', [], undefined])
      expect((await validateDelivery(value)).ok).toBe(false);
  });

  it('rejects, without throwing, a comment nested deeper than the stack allows', async () => {
    const body = parse(readFixture('comment.created')) as {
      data: { object: Record<string, unknown> };
    };
    const base = { ...body.data.object };
    let object: Record<string, unknown> = { ...base };
    for (let depth = 0; depth < 20_000; depth++) object = { ...base, parent: object };
    body.data.object = object;
    const result = await validateDelivery(body);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: '', message: 'is nested too deeply to validate' },
    ]);
  });
});
