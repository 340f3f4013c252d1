import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strictValidator } from '@designhooks/test-support';
import { eventNames } from '@designhooks/types';
import { arbitrary } from './arbitrary.ts';
import { UnknownEventError } from '../errors.ts';
import { samples } from './samples.ts';

const validate = strictValidator();

describe('arbitrary', () => {
  it.each(eventNames)('gives only schema-valid deliveries of %s (Ajv strict)', (event) => {
    fc.assert(
      fc.property(arbitrary(event), (delivery) => {
        expect(validate(delivery)).toEqual([]);
        expect(delivery.event).toBe(event);
        expect(Object.keys(delivery).slice(0, 3)).toEqual(['createdAt', 'event', 'data']);
      }),
      { numRuns: 100, seed: 2024 },
    );
  });

  it('stays valid with unknown fields added wherever the schema allows them', () => {
    const withExtras = samples('comment.created', { count: 100, seed: 5, unknownFields: true });
    for (const delivery of withExtras) expect(validate(delivery)).toEqual([]);
    const known = new Set(
      Object.keys(samples('comment.created', { count: 1, seed: 5 })[0]!.data.object),
    );
    expect(
      withExtras.some((d) =>
        Object.keys(d.data.object).some((key) => !known.has(key) && key !== 'parent'),
      ),
    ).toBe(true);
  });

  it('reaches the shapes the platform sends: "" and null, "master", optional fields both ways', () => {
    const comments = samples('comment.created', { count: 200, seed: 11 }).map((d) => d.data.object);
    expect(comments.some((c) => c.branchId === 'master')).toBe(true);
    expect(comments.some((c) => c.branchName === null)).toBe(true);
    expect(comments.some((c) => c.commitSha === '')).toBe(true);
    expect(comments.some((c) => c.parent !== undefined)).toBe(true);
    expect(comments.some((c) => c.parent === undefined)).toBe(true);
    expect(comments.some((c) => c.commenter.email !== undefined)).toBe(true);
    // maxDepth 2: a parent may appear once inside a comment, never a grandparent.
    expect(comments.every((c) => c.parent?.parent === undefined)).toBe(true);
  });

  it('is reproducible from a seed', () => {
    expect(samples('commits.created', { count: 5, seed: 99 })).toEqual(
      samples('commits.created', { count: 5, seed: 99 }),
    );
    expect(samples('commits.created', { count: 5, seed: 99 })).not.toEqual(
      samples('commits.created', { count: 5, seed: 100 }),
    );
  });

  it('refuses an unknown event with the list of valid ones', () => {
    expect(() => arbitrary('project.renamed' as never)).toThrow(UnknownEventError);
  });
});
