import type {
  Branch,
  BranchCreatedEvent,
  BranchStatusUpdatedEvent,
  BranchUpdatedEvent,
  Comment,
  CommentCreatedEvent,
  CommentDeletedEvent,
  CommentUpdatedEvent,
  Commit,
  CommitsCreatedEvent,
  Project,
  ProjectCreatedEvent,
  ProjectDeletedEvent,
  ProjectUpdatedEvent,
  User,
} from '@designhooks/types';
import { WorldInputError, WorldStateError } from '../errors.ts';
import { toCreatedAt } from '../fixtures/to-created-at.ts';
import { seededRandom } from './seeded-random.ts';
import {
  BRANCH_TOPICS,
  BRANCH_VERBS,
  COMMENT_BODIES,
  COMMIT_TITLES,
  FIRST_NAMES,
  LAST_NAMES,
  PROJECT_ADJECTIVES,
  PROJECT_COLORS,
  PROJECT_NOUNS,
} from './world-names.ts';

/** How a world starts. */
export interface WorldOptions {
  /** Every id, name, author and time step derives from it: the same seed, the same world. */
  seed: number;
  /** The organization everything belongs to; default: a UUID derived from the seed. */
  organizationId?: string | undefined;
  /** The world's clock at the start (a `Date` or ISO time); default: now, to the second. */
  start?: Date | string | undefined;
  /**
   * Whole seconds the clock moves per action (a push's commits aside), drawn between `[min, max]`;
   * default `[5, 90]`, a person at work. `[1, 2]` packs a sequence into seconds, as deliveries
   * sent close together are (`designhooks check`'s out-of-order sequence).
   */
  secondsBetweenActions?: readonly [min: number, max: number] | undefined;
}

/**
 * The branch statuses the platform sends (platform-facts.md), the ones `setBranchStatus` takes.
 *
 * @example
 * ```ts
 * import { BRANCH_STATUSES } from '@designhooks/testing';
 * BRANCH_STATUSES.includes('review'); // true
 * ```
 */
export const BRANCH_STATUSES = [
  'active',
  'wip',
  'feedback',
  'review',
  'merged',
  'archived',
  'deleted',
  'diverged',
] as const;

/** One of {@link BRANCH_STATUSES}. */
export type BranchStatus = (typeof BRANCH_STATUSES)[number];

/** What `updateProject` may change; with none given, the project is renamed. */
export interface ProjectChanges {
  name?: string;
  about?: string | null;
  description?: string | null;
  color?: string;
  visibility?: 'organization' | 'specific';
}

/**
 * A platform over time: an organization with users, projects, branches, commits and comments
 * whose ids, names, authors and timestamps agree. Each action changes the world, moves its
 * clock forward and returns the delivery body the platform would send for it. An action
 * without an id applies to the most recent live project, branch or comment.
 */
export interface World {
  readonly organizationId: string;
  /** The organization's members; every author is one of them. */
  readonly users: readonly User[];
  /** The world's clock. */
  now(): Date;
  /** Moves the clock forward by `ms` (a scenario's `wait`). */
  advance(ms: number): void;
  createProject(options?: { name?: string }): ProjectCreatedEvent;
  updateProject(options?: { projectId?: string } & ProjectChanges): ProjectUpdatedEvent;
  deleteProject(options?: { projectId?: string }): ProjectDeletedEvent;
  createBranch(options?: { projectId?: string; name?: string }): BranchCreatedEvent;
  updateBranch(options?: {
    branchId?: string;
    name?: string;
    description?: string;
  }): BranchUpdatedEvent;
  setBranchStatus(options: { branchId?: string; status: BranchStatus }): BranchStatusUpdatedEvent;
  pushCommits(options?: { branchId?: string; commits?: number }): CommitsCreatedEvent;
  comment(options?: { branchId?: string; body?: string; commitSha?: string }): CommentCreatedEvent;
  reply(options?: { commentId?: string; body?: string }): CommentCreatedEvent;
  editComment(options?: { commentId?: string; body?: string }): CommentUpdatedEvent;
  deleteComment(options?: { commentId?: string }): CommentDeletedEvent;
}

/**
 * Most commits one `pushCommits` makes (a push of the platform's desktop app is one delivery).
 *
 * @example
 * ```ts
 * import { MAX_COMMITS_PER_PUSH } from '@designhooks/testing';
 * world.pushCommits({ commits: MAX_COMMITS_PER_PUSH });
 * ```
 */
export const MAX_COMMITS_PER_PUSH = 1000;

/** Longest `body`/`name` an action takes, in characters: a body stays well under the receiver's limit. */
const MAX_TEXT_LENGTH = 10_000;

interface ProjectState {
  object: Project;
  deleted: boolean;
  /** Head of the project's master branch: its first commit, then each merge. */
  masterHead: string;
  /** File ids added so far (uppercase UUIDs, as the platform's commits carry them). */
  files: string[];
}

interface BranchState {
  object: Branch;
  shas: Set<string>;
}

interface CommentState {
  object: Comment;
  /** The thread's first comment when this is a reply. */
  rootId: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/**
 * Creates a world: an organization of eight users whose actions return coherent deliveries.
 * Every body is valid against the contract and typed by its event; timestamps never go
 * backwards; the same `seed`, `start` and `secondsBetweenActions` give the same bodies, byte for
 * byte once serialised.
 *
 * @example
 * ```ts
 * import { createWorld, serializeDelivery } from '@designhooks/testing';
 * const world = createWorld({ seed: 7, start: '2026-01-05T09:00:00Z' });
 * const project = world.createProject();                  // project.created
 * const branch = world.createBranch();                    // on that project
 * world.pushCommits({ commits: 3 });                      // commits.created, head moves
 * const review = world.setBranchStatus({ status: 'review' });
 * review.data.changes?.status;                            // ['wip', 'review']
 * const thread = world.comment({ body: 'Lighter stroke?' });
 * world.reply({ commentId: thread.data.object.id, body: 'Done.' });
 * serializeDelivery(world.deleteComment());               // the reply, with deletedAt
 * ```
 */
export function createWorld(options: WorldOptions): World {
  if (typeof options?.seed !== 'number' || !Number.isFinite(options.seed)) {
    throw new WorldInputError('createWorld: seed must be a finite number');
  }
  const random = seededRandom(options.seed);
  const organizationId = options.organizationId ?? random.uuid();
  if (!UUID.test(organizationId))
    throw new WorldInputError(
      `createWorld: organizationId must be a UUID, got "${organizationId}"`,
    );
  const startMs = parseStart(options.start);
  const [minStep, maxStep] = parseSteps(options.secondsBetweenActions);
  // the clock counts whole seconds: every stamp is second precision and none goes backwards
  let clock = startMs;
  const tick = (minSeconds = minStep, maxSeconds = maxStep): string => {
    clock += random.int(minSeconds, maxSeconds) * 1000;
    return toCreatedAt(new Date(clock));
  };

  const users = makeUsers();
  const projects = new Map<string, ProjectState>();
  const branches = new Map<string, BranchState>();
  const comments = new Map<string, CommentState>();
  const projectOrder: string[] = [];
  const branchOrder: string[] = [];
  const commentOrder: string[] = [];

  function makeUsers(): User[] {
    const first = random.shuffle(FIRST_NAMES);
    const last = random.shuffle(LAST_NAMES);
    return Array.from({ length: 8 }, (_, index) => {
      const id = random.uuid();
      const createdMs = startMs - random.int(30, 900) * DAY_MS;
      const updatedMs = Math.min(startMs, createdMs + random.int(0, 60) * DAY_MS);
      const name = `${first[index]!} ${last[index]!}`;
      return {
        avatarUrl: `https://avatars.example.com/avatars/${id}.png`,
        createdAt: toCreatedAt(new Date(createdMs)),
        email: `${first[index]!.toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}@example.com`,
        id,
        name,
        objectType: 'user' as const,
        updatedAt: toCreatedAt(new Date(updatedMs)),
        username: name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z ]/g, '')
          .replace(' ', '.'),
      };
    });
  }

  // branch.user and comment.commenter come without email, as real deliveries do
  const withoutEmail = (user: User): User => {
    const { email: _email, ...rest } = user;
    return rest;
  };

  const project = (action: string, projectId: string | undefined): ProjectState => {
    const id = projectId ?? latest(projectOrder, (id) => !projects.get(id)!.deleted);
    if (id === undefined)
      throw new WorldStateError(`${action}: no project yet; createProject first`);
    const found = projects.get(id);
    if (!found) throw new WorldStateError(`${action}: no project "${id}" in this world`);
    if (found.deleted) throw new WorldStateError(`${action}: project "${id}" was deleted`);
    return found;
  };
  const branch = (action: string, branchId: string | undefined): BranchState => {
    const id = branchId ?? latest(branchOrder, (id) => live(branches.get(id)!.object.projectId));
    if (id === undefined) throw new WorldStateError(`${action}: no branch yet; createBranch first`);
    const found = branches.get(id);
    if (!found) throw new WorldStateError(`${action}: no branch "${id}" in this world`);
    project(action, found.object.projectId);
    return found;
  };
  const comment = (action: string, commentId: string | undefined): CommentState => {
    const id =
      commentId ??
      latest(commentOrder, (id) => {
        const state = comments.get(id)!;
        return !state.object.deletedAt && live(state.object.projectId);
      });
    if (id === undefined) throw new WorldStateError(`${action}: no comment yet; comment first`);
    const found = comments.get(id);
    if (!found) throw new WorldStateError(`${action}: no comment "${id}" in this world`);
    if (found.object.deletedAt) throw new WorldStateError(`${action}: comment "${id}" was deleted`);
    project(action, found.object.projectId);
    return found;
  };
  const live = (projectId: string): boolean => !projects.get(projectId)!.deleted;

  // the thread's root as it is now, nested in each of its replies' objects
  const commentObject = (state: CommentState): Comment =>
    state.rootId === undefined
      ? state.object
      : (Object.fromEntries(
          Object.entries({ ...state.object, parent: comments.get(state.rootId)!.object }).sort(
            ([a], [b]) => (a < b ? -1 : 1),
          ),
        ) as unknown as Comment);

  return {
    organizationId,
    users,
    now: () => new Date(clock),
    advance(ms) {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
        throw new WorldInputError('advance: ms must be a finite number, 0 or more');
      clock += Math.floor(ms / 1000) * 1000;
    },

    createProject({ name } = {}) {
      const at = tick();
      const creator = random.pick(users);
      const object: Project = {
        about: null,
        archivedAt: null,
        color: random.pick(PROJECT_COLORS),
        createdAt: at,
        createdByUser: creator,
        deletedAt: null,
        description: null,
        firstPushedAt: at,
        id: random.uuid(),
        isNew: true,
        name: text('createProject', 'name', name) ?? projectName(),
        objectType: 'project',
        organizationId,
        pushedAt: at,
        sectionId: null,
        updatedAt: at,
        visibility: 'organization',
      };
      // a new project starts with its first commit on master (PROJECT_CREATED): branches start there
      projects.set(object.id, { object, deleted: false, masterHead: random.hex(40), files: [] });
      projectOrder.push(object.id);
      return envelope(at, 'project.created', object);
    },

    updateProject({ projectId, ...changes } = {}) {
      const state = project('updateProject', projectId);
      const at = tick();
      const next = { ...state.object, isNew: false, updatedAt: at };
      const given = pickChanges(changes as ProjectChanges & Record<string, unknown>);
      if (Object.keys(given).length === 0) next.name = projectName();
      Object.assign(next, given);
      state.object = next;
      return envelope(at, 'project.updated', next);
    },

    deleteProject({ projectId } = {}) {
      const state = project('deleteProject', projectId);
      const at = tick();
      state.object = { ...state.object, deletedAt: at, isNew: false, updatedAt: at };
      state.deleted = true;
      return envelope(at, 'project.deleted', state.object);
    },

    createBranch({ projectId, name } = {}) {
      const owner = project('createBranch', projectId);
      const at = tick();
      const object: Branch = {
        createdAt: at,
        description: '',
        divergedFromBranchId: '',
        head: owner.masterHead,
        id: random.uuid(),
        mergeSha: '',
        mergedIntoBranchId: '',
        name:
          text('createBranch', 'name', name) ??
          `${random.pick(BRANCH_VERBS)}-${random.pick(BRANCH_TOPICS)}`,
        objectType: 'branch',
        parent: 'master',
        projectId: owner.object.id,
        startedAtSha: owner.masterHead,
        status: 'wip',
        updatedAt: at,
        user: withoutEmail(random.pick(users)),
      };
      branches.set(object.id, { object, shas: new Set() });
      branchOrder.push(object.id);
      return envelope(at, 'branch.created', object);
    },

    updateBranch({ branchId, name, description } = {}) {
      const state = branch('updateBranch', branchId);
      const at = tick();
      const next = { ...state.object, updatedAt: at };
      const newName = text('updateBranch', 'name', name);
      const newDescription = text('updateBranch', 'description', description, true);
      if (newName !== undefined) next.name = newName;
      if (newDescription !== undefined) next.description = newDescription;
      if (newName === undefined && newDescription === undefined)
        next.description = `${random.pick(BRANCH_VERBS)} the ${random.pick(BRANCH_TOPICS)}`;
      state.object = next;
      return envelope(at, 'branch.updated', next);
    },

    setBranchStatus(options) {
      const status = options?.status;
      if (!(BRANCH_STATUSES as readonly unknown[]).includes(status)) {
        throw new WorldInputError(
          `setBranchStatus: status must be one of ${BRANCH_STATUSES.join(', ')}, got ${JSON.stringify(status)}`,
        );
      }
      const state = branch('setBranchStatus', options.branchId);
      const previous = state.object.status;
      if (previous === status)
        throw new WorldStateError(
          `setBranchStatus: branch "${state.object.id}" is already ${status}`,
        );
      const at = tick();
      const next: Branch = { ...state.object, status, updatedAt: at };
      if (status === 'merged') {
        next.mergeSha = random.hex(40);
        next.mergedIntoBranchId = next.parent;
        projects.get(next.projectId)!.masterHead = next.mergeSha;
      }
      state.object = next;
      return envelope(at, 'branch.statusUpdated', next, { status: [previous, status] });
    },

    pushCommits({ branchId, commits = 1 } = {}) {
      if (!Number.isInteger(commits) || commits < 1 || commits > MAX_COMMITS_PER_PUSH) {
        throw new WorldInputError(
          `pushCommits: commits must be a whole number from 1 to ${MAX_COMMITS_PER_PUSH}, got ${JSON.stringify(commits)}`,
        );
      }
      const state = branch('pushCommits', branchId);
      const owner = projects.get(state.object.projectId)!;
      const author = users.find((user) => user.id === state.object.user.id)!;
      const made: Commit[] = [];
      let head = typeof state.object.head === 'string' ? state.object.head : '';
      for (let index = 0; index < commits; index += 1) {
        clock += random.int(1, 20) * 1000;
        const type = commitType(owner.files.length);
        const sha = random.hex(40);
        made.push({
          description: '',
          destinationBranchId: '',
          destinationBranchName: '',
          fileIds: [touchFile(owner, type)],
          objectType: 'commit',
          parents: head ? [head] : [],
          sha,
          sourceBranchId: '',
          sourceBranchName: '',
          time: new Date(clock).toISOString(),
          title: random.pick(COMMIT_TITLES),
          type,
          userEmail: author.email ?? '',
          userId: author.id,
          userName: author.name,
        });
        state.shas.add(sha);
        head = sha;
      }
      const pushedAt = toCreatedAt(new Date(clock));
      const at = tick(1, 5);
      state.object = { ...state.object, head, updatedAt: pushedAt };
      owner.object = {
        ...owner.object,
        firstPushedAt: owner.object.firstPushedAt ?? pushedAt,
        pushedAt,
      };
      return envelope(at, 'commits.created', {
        branch: state.object,
        commits: made as [Commit, ...Commit[]],
        objectType: 'commits' as const,
      });
    },

    comment({ branchId, body, commitSha } = {}) {
      const on = branch('comment', branchId);
      if (commitSha !== undefined && !on.shas.has(commitSha)) {
        throw new WorldStateError(
          `comment: commit "${commitSha}" was not pushed to branch "${on.object.id}"`,
        );
      }
      const at = tick();
      const state: CommentState = {
        object: newComment(at, on.object, text('comment', 'body', body), commitSha ?? ''),
        rootId: undefined,
      };
      return addComment(state, at);
    },

    reply({ commentId, body } = {}) {
      const target = comment('reply', commentId);
      const root = target.rootId === undefined ? target : comments.get(target.rootId)!;
      if (root.object.deletedAt)
        throw new WorldStateError(`reply: the thread of "${target.object.id}" was deleted`);
      const on = branches.get(String(root.object.branchId))!.object;
      const at = tick();
      const state: CommentState = {
        object: newComment(
          at,
          on,
          text('reply', 'body', body),
          String(root.object.commitSha ?? ''),
        ),
        rootId: root.object.id,
      };
      root.object = { ...root.object, replyIds: [...root.object.replyIds, state.object.id] };
      return addComment(state, at);
    },

    editComment({ commentId, body } = {}) {
      const state = comment('editComment', commentId);
      const at = tick();
      state.object = {
        ...state.object,
        body: text('editComment', 'body', body) ?? random.pick(COMMENT_BODIES),
        editedAt: at,
        updatedAt: at,
      };
      return envelope(at, 'comment.updated', commentObject(state));
    },

    deleteComment({ commentId } = {}) {
      const state = comment('deleteComment', commentId);
      const at = tick();
      state.object = { ...state.object, deletedAt: at, updatedAt: at };
      return envelope(at, 'comment.deleted', commentObject(state));
    },
  };

  function addComment(state: CommentState, at: string): CommentCreatedEvent {
    comments.set(state.object.id, state);
    commentOrder.push(state.object.id);
    return envelope(at, 'comment.created', commentObject(state));
  }

  function newComment(
    at: string,
    on: Branch,
    body: string | undefined,
    commitSha: string,
  ): Comment {
    return {
      annotation: '',
      body: body ?? random.pick(COMMENT_BODIES),
      branchId: on.id,
      branchName: on.name,
      commenter: withoutEmail(random.pick(users)),
      commitSha,
      createdAt: at,
      deletedAt: '',
      editedAt: '',
      fileId: '',
      fileName: '',
      file_type: '',
      id: random.uuid(),
      layerId: '',
      layerName: '',
      objectType: 'comment',
      pageId: '',
      page_name: '',
      projectId: on.projectId,
      publishedAt: at,
      replyIds: [],
      reviewId: '',
      reviewStatus: '',
      updatedAt: at,
    };
  }

  function projectName(): string {
    return `${random.pick(PROJECT_ADJECTIVES)} ${random.pick(PROJECT_NOUNS)}`;
  }

  // a project's first commits add files; later ones mostly change what is there
  function commitType(files: number): Commit['type'] {
    if (files === 0) return 'FILE_ADDED';
    const roll = random.next();
    if (roll < 0.55) return 'NORMAL';
    if (roll < 0.7) return 'FILE_ADDED';
    if (roll < 0.78) return 'UPDATE';
    if (roll < 0.84) return 'FILE_RENAMED';
    if (roll < 0.89) return 'FILE_REPLACED';
    if (roll < 0.93) return 'FILE_UPGRADED';
    if (roll < 0.96) return 'LIBRARY_ADDED';
    return files > 1 ? 'FILE_DELETED' : 'LIBRARY_REMOVED';
  }

  function touchFile(owner: ProjectState, type: Commit['type']): string {
    if (type === 'FILE_ADDED') {
      const id = random.uuid().toUpperCase();
      owner.files.push(id);
      return id;
    }
    if (type === 'FILE_DELETED')
      return owner.files.splice(random.int(0, owner.files.length - 1), 1)[0]!;
    return random.pick(owner.files);
  }
}

/**
 * The delivery body, a deep copy (a caller editing it cannot change the world). Objects are
 * built with their keys in the platform's alphabetical order, so a JSON round trip keeps it.
 */
function envelope<E extends string, O>(
  createdAt: string,
  event: E,
  object: O,
  changes?: Record<string, [unknown, unknown]>,
): {
  createdAt: string;
  event: E;
  data: { object: O; changes?: Record<string, [unknown, unknown]> };
} {
  const data = changes ? { changes, object } : { object };
  return { createdAt, event, data: JSON.parse(JSON.stringify(data)) } as never;
}

function latest(order: readonly string[], usable: (id: string) => boolean): string | undefined {
  for (let index = order.length - 1; index >= 0; index -= 1)
    if (usable(order[index]!)) return order[index];
  return undefined;
}

function parseStart(start: Date | string | undefined): number {
  const ms =
    start === undefined ? Date.now() : start instanceof Date ? start.getTime() : Date.parse(start);
  if (!Number.isFinite(ms))
    throw new WorldInputError(
      `createWorld: start must be a date or ISO time, got ${JSON.stringify(start)}`,
    );
  return Math.floor(ms / 1000) * 1000;
}

function parseSteps(steps: readonly [number, number] | undefined): readonly [number, number] {
  if (steps === undefined) return [5, 90];
  const [min, max]: unknown[] = Array.isArray(steps) && steps.length === 2 ? steps : [];
  const whole = (value: unknown): value is number => Number.isSafeInteger(value);
  if (!whole(min) || !whole(max) || min < 0 || max < min)
    throw new WorldInputError(
      `createWorld: secondsBetweenActions must be [min, max], whole seconds with 0 <= min <= max, got ${JSON.stringify(steps)}`,
    );
  return [min, max];
}

function text(action: string, field: string, value: unknown, emptyOk = false): string | undefined {
  if (value === undefined) return undefined;
  if (
    typeof value !== 'string' ||
    (!emptyOk && value.trim() === '') ||
    value.length > MAX_TEXT_LENGTH
  ) {
    throw new WorldInputError(
      `${action}: ${field} must be a${emptyOk ? '' : ' non-empty'} string of at most ${MAX_TEXT_LENGTH} characters`,
    );
  }
  return value;
}

function pickChanges(changes: ProjectChanges & Record<string, unknown>): Partial<Project> {
  const out: Partial<Project> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (key === 'name') out.name = text('updateProject', 'name', value)!;
    else if (key === 'about' || key === 'description')
      out[key] = value === null ? null : text('updateProject', key, value, true)!;
    else if (key === 'color') {
      if (typeof value !== 'string' || !/^#[0-9a-f]{3,8}$/i.test(value))
        throw new WorldInputError('updateProject: color must be a hex color such as #2f80ed');
      out.color = value;
    } else if (key === 'visibility') {
      if (value !== 'organization' && value !== 'specific')
        throw new WorldInputError('updateProject: visibility must be organization or specific');
      out.visibility = value;
    } else {
      throw new WorldInputError(
        `updateProject: unknown field "${key}"; fields: name, about, description, color, visibility`,
      );
    }
  }
  return out;
}
