import { listFixtures, readFixture } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { detectDrift, MAX_DRIFT_ENTRIES } from './detect-drift.ts';
import { validateDelivery } from './validate-delivery.ts';
import { validatorFor } from './validator-for.ts';

const parsed = (name: string) => JSON.parse(readFixture(name).toString('utf8'));

describe('detectDrift', () => {
  const driftless = listFixtures().filter((f) => !/unknown|other-case/.test(f.name));

  it.each(driftless.map((f) => [f.name]))(
    'finds no drift in %s (fields and values the contract knows)',
    (name) => {
      expect(detectDrift(parsed(name))).toEqual([]);
    },
  );

  it.each([
    ['project.updated.visibility-unknown', '/data/object/visibility', 'public'],
    ['commits.created.type-unknown', '/data/object/commits/0/type', 'REBASE'],
    ['commits.created.branch-status-unknown', '/data/object/branch/status', 'paused'],
    ['branch.statusUpdated.status-unknown', '/data/object/status', 'closed'],
    ['comment.created.review-status-other-case', '/data/object/reviewStatus', 'approved'],
  ])('reports the value outside the known ones in %s', async (name, path, value) => {
    expect((await validateDelivery(parsed(name))).ok).toBe(true);
    expect(detectDrift(parsed(name))).toEqual([{ path, kind: 'unknown-value', value }]);
  });

  it('reports unknown fields at any depth, through arrays, refs, anyOf and the recursive parent, as JSON pointers', async () => {
    const delivery = parsed('comment.created.reply');
    delivery.newTopLevel = true;
    delivery.data.extra = { a: 1 };
    delivery.data.object.commenter.pronouns = 'they';
    delivery.data.object.parent.parent = structuredClone(delivery.data.object.parent);
    delivery.data.object.parent.parent.sentiment = 0.8;
    delivery.data.object.parent.parent.annotation = { x: 1, y: 2, color: 'red' };
    delivery.data.object['a/b~c'] = 1;
    expect((await validateDelivery(delivery)).ok).toBe(true);
    expect(detectDrift(delivery)).toEqual(
      expect.arrayContaining([
        { path: '/newTopLevel', kind: 'unknown-field', value: true },
        { path: '/data/extra', kind: 'unknown-field', value: { a: 1 } },
        { path: '/data/object/commenter/pronouns', kind: 'unknown-field', value: 'they' },
        { path: '/data/object/parent/parent/sentiment', kind: 'unknown-field', value: 0.8 },
        {
          path: '/data/object/parent/parent/annotation/color',
          kind: 'unknown-field',
          value: 'red',
        },
        { path: '/data/object/a~1b~0c', kind: 'unknown-field', value: 1 },
      ]),
    );
    expect(detectDrift(delivery)).toHaveLength(6);
    const commits = parsed('commits.created.many-commits');
    commits.data.object.commits[1].reviewers = [];
    expect(detectDrift(commits)).toEqual([
      { path: '/data/object/commits/1/reviewers', kind: 'unknown-field', value: [] },
    ]);
  });

  it('reports a known field whose shape no stored sample shows (unseen-shape), without walking into it', async () => {
    const delivery = parsed('comment.created');
    delivery.data.object.branchName = null; // the samples show strings only
    delivery.data.object.editedAt = null; // the samples show "" or a timestamp
    delivery.data.object.commenter.email = ''; // the samples show addresses only
    expect((await validateDelivery(delivery)).ok).toBe(true);
    expect(detectDrift(delivery)).toEqual([
      { path: '/data/object/branchName', kind: 'unseen-shape', value: null },
      { path: '/data/object/editedAt', kind: 'unseen-shape', value: null },
      { path: '/data/object/commenter/email', kind: 'unseen-shape', value: '' },
    ]);
    // A shape the samples show is not drift: "" and null both appear for reviewId.
    const known = parsed('comment.created');
    known.data.object.reviewId = null;
    expect(detectDrift(known)).toEqual([]);
  });

  it('does not report keys of data.changes (any field may change) nor unknown events', () => {
    const delivery = parsed('project.updated.with-changes');
    delivery.data.changes = { somethingNew: ['a', 'b'] };
    expect(detectDrift(delivery)).toEqual([]);
    expect(detectDrift({ event: 'project.renamed', data: { object: { whatever: 1 } } })).toEqual(
      [],
    );
    expect(detectDrift(null)).toEqual([]);
    expect(detectDrift({ event: '__proto__', data: {} })).toEqual([]);
  });

  it('reports a "__proto__" key as an unknown field, and walks a 20,000-deep parent chain without recursion', async () => {
    await validatorFor('comment.updated'); // its generated check runs first, overflows the stack, and the walk answers
    const delivery = JSON.parse(
      `{"createdAt":"2024-01-01T00:00:00Z","event":"comment.updated","data":{"object":{"__proto__":1}}}`,
    );
    expect(detectDrift(delivery)).toEqual([
      { path: '/data/object/__proto__', kind: 'unknown-field', value: 1 },
    ]);
    const deep = parsed('comment.updated');
    let at = deep.data.object;
    for (let i = 0; i < 20_000; i += 1) at = at.parent = { objectType: 'comment' };
    at.mood = 'deep';
    const drift = detectDrift(deep);
    expect(drift).toHaveLength(1);
    expect(drift[0]!.path.split('/parent')).toHaveLength(20_001);
  });

  it(`reports at most ${MAX_DRIFT_ENTRIES} entries`, () => {
    const delivery = parsed('project.updated');
    for (let i = 0; i < 5_000; i += 1) delivery.data.object[`field${i}`] = i;
    expect(detectDrift(delivery)).toHaveLength(MAX_DRIFT_ENTRIES);
  });
});
