import fc from 'fast-check';
import { detectDrift } from '@designhooks/receiver';
import { describe, expect, it } from 'vitest';
import { strictValidator } from '@designhooks/test-support';
import { WorldInputError, WorldStateError } from '../errors.ts';
import { serializeDelivery } from '../requests/serialize-delivery.ts';
import { BRANCH_STATUSES, createWorld, type World } from './create-world.ts';

const validate = strictValidator();
const COMMIT_TYPES = [
  'PROJECT_CREATED',
  'FILE_ADDED',
  'FILE_RENAMED',
  'FILE_DELETED',
  'FILE_REPLACED',
  'FILE_UPGRADED',
  'LIBRARY_ADDED',
  'LIBRARY_REMOVED',
  'RESTORE',
  'UPDATE',
  'MERGE',
  'NORMAL',
];
const START = '2026-01-05T09:00:00Z';

/** One step of a random run: an action and a few random numbers it may use. */
const step = fc.record({
  action: fc.constantFrom(
    'createProject',
    'updateProject',
    'deleteProject',
    'createBranch',
    'updateBranch',
    'setBranchStatus',
    'pushCommits',
    'comment',
    'reply',
    'editComment',
    'deleteComment',
    'advance',
  ),
  pick: fc.nat(),
  commits: fc.integer({ min: 1, max: 12 }),
  status: fc.constantFrom(...BRANCH_STATUSES),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Runs steps, picking ids among what the bodies so far created; steps the world refuses are skipped. */
function play(world: World, steps: Step[]): Array<Record<string, any>> {
  const bodies: Array<Record<string, any>> = [];
  const ids = { project: [] as string[], branch: [] as string[], comment: [] as string[] };
  const choose = (list: string[], pick: number) =>
    list.length === 0 || pick % 3 === 0 ? undefined : list[pick % list.length];
  for (const s of steps) {
    try {
      let body: Record<string, any> | undefined;
      const projectId = choose(ids.project, s.pick);
      const branchId = choose(ids.branch, s.pick);
      const commentId = choose(ids.comment, s.pick);
      switch (s.action) {
        case 'createProject':
          body = world.createProject();
          break;
        case 'updateProject':
          body = world.updateProject({ projectId });
          break;
        case 'deleteProject':
          if (s.pick % 4 === 0) body = world.deleteProject({ projectId }); // rarer, or nothing lives
          break;
        case 'createBranch':
          body = world.createBranch({ projectId });
          break;
        case 'updateBranch':
          body = world.updateBranch({ branchId });
          break;
        case 'setBranchStatus':
          body = world.setBranchStatus({ branchId, status: s.status });
          break;
        case 'pushCommits':
          body = world.pushCommits({ branchId, commits: s.commits });
          break;
        case 'comment':
          body = world.comment({ branchId });
          break;
        case 'reply':
          body = world.reply({ commentId });
          break;
        case 'editComment':
          body = world.editComment({ commentId });
          break;
        case 'deleteComment':
          body = world.deleteComment({ commentId });
          break;
        case 'advance':
          world.advance(s.pick % 7_200_000);
      }
      if (!body) continue;
      bodies.push(body);
      const kind = body.event.split('.')[0] as string;
      if (body.event.endsWith('.created') && kind in ids)
        ids[kind as keyof typeof ids].push(body.data.object.id);
    } catch (error) {
      if (!(error instanceof WorldStateError)) throw error;
    }
  }
  return bodies;
}

/** Paths of objects whose keys are not in the platform's alphabetical order. */
function unsortedKeys(value: unknown, path = 'data'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  const own = Array.isArray(value) || keys.join() === [...keys].sort().join() ? [] : [path];
  return [
    ...own,
    ...keys.flatMap((key) =>
      unsortedKeys((value as Record<string, unknown>)[key], `${path}.${key}`),
    ),
  ];
}

/** Every invariant the issue names, checked over one run's bodies in order. */
function checkInvariants(bodies: Array<Record<string, any>>): void {
  const projects = new Set<string>();
  const branches = new Map<string, { status: string; head: string }>();
  const comments = new Set<string>();
  let last = '';
  for (const body of bodies) {
    expect(validate(body), body.event).toEqual([]);
    expect(detectDrift(body), body.event).toEqual([]);
    expect(unsortedKeys(body.data), body.event).toEqual([]);
    expect(body.createdAt >= last, `${body.createdAt} after ${last}`).toBe(true);
    last = body.createdAt;
    const object = body.data.object;
    switch (body.event) {
      case 'project.created':
        expect(projects.has(object.id)).toBe(false);
        projects.add(object.id);
        break;
      case 'project.updated':
      case 'project.deleted':
        expect(projects.has(object.id)).toBe(true);
        break;
      case 'branch.created':
        expect(projects.has(object.projectId)).toBe(true);
        branches.set(object.id, { status: object.status, head: object.head });
        break;
      case 'branch.updated':
        expect(branches.has(object.id)).toBe(true);
        break;
      case 'branch.statusUpdated': {
        const known = branches.get(object.id);
        expect(known).toBeDefined();
        expect(body.data.changes.status).toEqual([known!.status, object.status]);
        expect(BRANCH_STATUSES).toContain(object.status);
        known!.status = object.status;
        break;
      }
      case 'commits.created': {
        const known = branches.get(object.branch.id);
        expect(known).toBeDefined();
        let parent = known!.head;
        for (const commit of object.commits) {
          expect(commit.parents).toEqual(parent ? [parent] : []);
          expect(COMMIT_TYPES).toContain(commit.type);
          expect(commit.time <= body.createdAt.replace('Z', '.000Z')).toBe(true);
          parent = commit.sha;
        }
        expect(object.branch.head).toBe(parent);
        known!.head = parent;
        break;
      }
      case 'comment.created':
        expect(branches.has(object.branchId)).toBe(true);
        if (object.parent) expect(comments.has(object.parent.id)).toBe(true);
        comments.add(object.id);
        break;
      case 'comment.updated':
        expect(comments.has(object.id)).toBe(true);
        expect(object.editedAt).toBe(body.createdAt);
        break;
      case 'comment.deleted':
        expect(comments.has(object.id)).toBe(true);
        expect(object.deletedAt).toBe(body.createdAt);
        expect(typeof object.body).toBe('string');
        break;
    }
  }
}

describe('createWorld', () => {
  it('random action sequences give valid, coherent, ordered bodies', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(step, { minLength: 1, maxLength: 60 }), (seed, steps) => {
        checkInvariants(play(createWorld({ seed, start: START }), steps));
      }),
      { numRuns: 150 },
    );
  });

  it('the same seed and start give the same bytes; another seed different ones', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(step, { minLength: 1, maxLength: 30 }), (seed, steps) => {
        const bytes = (s: number) =>
          play(createWorld({ seed: s, start: START }), steps).map((body) =>
            serializeDelivery(body),
          );
        expect(bytes(seed)).toEqual(bytes(seed));
        const first = createWorld({ seed, start: START }).createProject();
        const other = createWorld({ seed: seed + 1, start: START }).createProject();
        expect(first.data.object.id).not.toBe(other.data.object.id);
      }),
      { numRuns: 50 },
    );
  });

  it('a lifecycle: ids, authors and the branch head agree across events', () => {
    const world = createWorld({ seed: 3, start: START });
    const project = world.createProject({ name: 'Icons' });
    const branch = world.createBranch({ name: 'icon-refresh' });
    const push = world.pushCommits({ commits: 3 });
    const status = world.setBranchStatus({ status: 'review' });
    const thread = world.comment({ body: 'Lighter <stroke>?' });
    const reply = world.reply({ body: 'Done & pushed.' });
    const deleted = world.deleteComment({ commentId: thread.data.object.id });

    expect(branch.data.object.projectId).toBe(project.data.object.id);
    expect(push.data.object.branch.id).toBe(branch.data.object.id);
    expect(push.data.object.commits).toHaveLength(3);
    expect(push.data.object.commits.every((c) => c.userId === branch.data.object.user.id)).toBe(
      true,
    );
    expect(status.data.changes?.status).toEqual(['wip', 'review']);
    expect(status.data.object.head).toBe(push.data.object.commits[2]!.sha);
    expect(thread.data.object.branchId).toBe(branch.data.object.id);
    expect(reply.data.object.parent?.id).toBe(thread.data.object.id);
    expect(reply.data.object.parent?.replyIds).toEqual([reply.data.object.id]);
    expect(deleted.event).toBe('comment.deleted');
    expect(deleted.data.object.body).toBe('Lighter <stroke>?');
    expect(deleted.data.object.replyIds).toEqual([reply.data.object.id]);
    expect(deleted.data.object.deletedAt).toBe(deleted.createdAt);
    expect(serializeDelivery(thread)).toContain('Lighter \\u003cstroke\\u003e?');
    expect(world.users.map((u) => u.id)).toContain(project.data.object.createdByUser.id);
  });

  it('merging moves the project master head: the next branch starts there', () => {
    const world = createWorld({ seed: 9, start: START });
    world.createProject();
    world.createBranch();
    world.pushCommits({ commits: 2 });
    const merged = world.setBranchStatus({ status: 'merged' });
    expect(merged.data.object.mergedIntoBranchId).toBe('master');
    const next = world.createBranch();
    expect(next.data.object.startedAtSha).toBe(merged.data.object.mergeSha);
  });

  it('refuses what cannot happen, naming the action', () => {
    const world = createWorld({ seed: 1, start: START });
    expect(() => world.createBranch()).toThrow(/^createBranch: no project yet/);
    const project = world.createProject();
    world.deleteProject();
    expect(() => world.updateProject({ projectId: project.data.object.id })).toThrow(
      WorldStateError,
    );
    world.createProject();
    world.createBranch();
    expect(() => world.setBranchStatus({ status: 'wip' })).toThrow(/already wip/);
    expect(() => world.setBranchStatus({ status: 'shipped' as never })).toThrow(WorldInputError);
    expect(() => world.pushCommits({ commits: 0 })).toThrow(/from 1 to 1000/);
    expect(() => world.comment({ body: '' })).toThrow(WorldInputError);
    expect(() => createWorld({ seed: Number.NaN })).toThrow(WorldInputError);
    expect(() => createWorld({ seed: 1, start: 'yesterday' })).toThrow(WorldInputError);
    for (const steps of [[2, 1], [-1, 3], [0.5, 2], [1], [1, 2, 3], 'fast'])
      expect(() => createWorld({ seed: 1, secondsBetweenActions: steps as never })).toThrow(
        /^createWorld: secondsBetweenActions must be \[min, max\], whole seconds with 0 <= min <= max, got /,
      );
  });

  it('secondsBetweenActions sets how far each action moves the clock', () => {
    const times = (world: ReturnType<typeof createWorld>) => {
      const bodies = [
        world.createProject(),
        world.createBranch(),
        world.updateBranch(),
        world.comment(),
        world.editComment(),
        world.deleteComment(),
      ];
      return bodies.map((body) => Date.parse(body.createdAt));
    };
    const gaps = (at: number[]) => at.slice(1).map((t, i) => (t - at[i]!) / 1000);
    const start = Date.parse(START);
    const quick = times(createWorld({ seed: 3, start: START, secondsBetweenActions: [1, 2] }));
    expect(quick[0]! - start).toBeGreaterThanOrEqual(1000);
    expect(quick[0]! - start).toBeLessThanOrEqual(2000);
    for (const gap of gaps(quick)) expect([1, 2]).toContain(gap);
    const still = times(createWorld({ seed: 3, start: START, secondsBetweenActions: [0, 0] }));
    expect(new Set(still)).toEqual(new Set([start]));
    // by default a person at work: 5 to 90 s
    for (const gap of gaps(times(createWorld({ seed: 3, start: START })))) {
      expect(gap).toBeGreaterThanOrEqual(5);
      expect(gap).toBeLessThanOrEqual(90);
    }
  });
});
