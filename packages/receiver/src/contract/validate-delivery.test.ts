import { describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies, readFixture } from '@designhooks/schemas';
import { validateDelivery } from './validate-delivery.ts';

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
        { path: '/data/object/color', message: 'must match pattern "^#"' },
        { path: '/data/object/name', message: 'is required' },
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
