// generated, do not edit: run `npm run generate`
// Source: schemas/*.schema.json (json-schema-to-typescript).

/**
 * ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.
 */
export type Timestamp = string;
/**
 * A string the platform may send as "" or null when it has no value.
 */
export type EmptyableString = string | null;
/**
 * A branch id, or "" / null when there is none.
 */
export type EmptyableBranchId = BranchId | string | null;
/**
 * A branch id: a UUID, or the literal "master" for the main branch.
 */
export type BranchId = Uuid | 'master';
/**
 * A UUID (either letter case).
 */
export type Uuid = string;
/**
 * A commit SHA, or "" / null when there is none.
 */
export type EmptyableSha = Sha | string | null;
/**
 * A 40-character lowercase hex commit SHA.
 */
export type Sha = string;
/**
 * A URL, or "" / null when there is none (a user without an avatar).
 */
export type EmptyableUri = string | null;
/**
 * A timestamp, or empty: the platform sends "" or null when the moment has not happened.
 */
export type EmptyableTimestamp = Timestamp | string | null;

/**
 * The JSON body of every delivery: when, which event, and the affected record in data.object.
 */
export interface Envelope {
  createdAt: Timestamp;
  event: EventName;
  /**
   * Holds the affected record and, on some events, what changed.
   */
  data: {
    /**
     * The affected record; it carries its own objectType.
     */
    object: {
      objectType: string;
    };
    changes?: Changes;
  };
}
/**
 * What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.
 */
export interface Changes {
  /**
   * @minItems 2
   * @maxItems 2
   */
  [k: string]: [unknown, unknown];
}
/**
 * Where a comment is pinned on a layer (the SDK's Annotation type); every field optional.
 */
export interface Annotation {
  editing?: boolean;
  height?: number;
  id?: string;
  /**
   * The annotation's number as shown on the canvas.
   */
  number?: number;
  scale?: number;
  width?: number;
  x?: number;
  y?: number;
}
/**
 * A branch of a project: the object of branch events, and the branch of a commits.created push.
 */
export interface Branch {
  createdAt: Timestamp;
  description: EmptyableString;
  divergedFromBranchId: EmptyableBranchId;
  head: EmptyableSha;
  id: BranchId;
  mergeSha: EmptyableSha;
  mergedIntoBranchId: EmptyableBranchId;
  name: string;
  objectType: 'branch';
  parent: EmptyableBranchId;
  projectId: Uuid;
  startedAtSha: EmptyableSha;
  /**
   * The branch's status. Known values: active, wip, feedback, review, merged, archived, deleted, diverged; the SDK types it as any string.
   */
  status:
    | 'active'
    | 'wip'
    | 'feedback'
    | 'review'
    | 'merged'
    | 'archived'
    | 'deleted'
    | 'diverged'
    | (string & {});
  updatedAt: Timestamp;
  user: User;
  userId?: EmptyableString;
  userName?: EmptyableString;
}
/**
 * A platform user: the creator of a project, a branch's owner, a commenter.
 */
export interface User {
  avatarUrl: EmptyableUri;
  createdAt: Timestamp;
  deletedAt?: EmptyableTimestamp;
  /**
   * E-mail address. Absent in some deliveries (branch.user, comment.commenter); the SDK's User type has none.
   */
  email?: string | null;
  id: Uuid;
  lastActiveAt?: EmptyableTimestamp;
  /**
   * Display name.
   */
  name: string;
  objectType: 'user';
  primaryEmailId?: EmptyableString;
  updatedAt: Timestamp;
  username: string;
}
/**
 * A comment on a project, branch, commit, file or layer: the object of comment events.
 */
export interface Comment {
  /**
   * Where the comment is pinned: an Annotation object (the SDK's type), a string (samples show JSON text, or "" when it is not pinned) or null; may be absent.
   */
  annotation?: Annotation | string | null;
  body: string;
  branchId: EmptyableBranchId;
  branchName: EmptyableString;
  commenter: User;
  commitSha: EmptyableSha;
  createdAt: Timestamp;
  deletedAt?: EmptyableTimestamp;
  editedAt: EmptyableTimestamp;
  fileId: EmptyableString;
  fileName: EmptyableString;
  file_type: EmptyableString;
  id: Uuid;
  layerId: EmptyableString;
  layerName: EmptyableString;
  objectType: 'comment';
  pageId: EmptyableString;
  page_name: EmptyableString;
  parent?: Comment;
  parentId?: EmptyableString;
  projectId: Uuid;
  publishedAt: EmptyableTimestamp;
  /**
   * Ids of the replies to this comment.
   */
  replyIds: string[];
  reviewId?: EmptyableString;
  /**
   * Review verdict the comment carries, or empty; may be absent. Known values: "", REQUESTED, REJECTED, APPROVED.
   */
  reviewStatus?: '' | 'REQUESTED' | 'REJECTED' | 'APPROVED' | (string & {}) | null;
  updatedAt: Timestamp;
  userId?: EmptyableString;
}
/**
 * One commit of a commits.created push.
 */
export interface Commit {
  description: EmptyableString;
  destinationBranchId: EmptyableBranchId;
  destinationBranchName: EmptyableString;
  /**
   * Ids of the files the commit touched.
   */
  fileIds: string[];
  objectType: 'commit';
  /**
   * SHAs of the parent commits.
   */
  parents: string[];
  projectId?: Uuid;
  sha: Sha;
  sourceBranchId: EmptyableBranchId;
  sourceBranchName: EmptyableString;
  time: Timestamp;
  title: string;
  /**
   * What the commit did. Known values: the twelve of the SDK's union; new types may come (beta).
   */
  type:
    | 'PROJECT_CREATED'
    | 'FILE_ADDED'
    | 'FILE_RENAMED'
    | 'FILE_DELETED'
    | 'FILE_REPLACED'
    | 'FILE_UPGRADED'
    | 'LIBRARY_ADDED'
    | 'LIBRARY_REMOVED'
    | 'RESTORE'
    | 'UPDATE'
    | 'MERGE'
    | 'NORMAL'
    | (string & {});
  userEmail?: EmptyableString;
  userId: Uuid;
  userName: string;
}
/**
 * The object of commits.created: one push to a branch, with one or more commits.
 */
export interface Commits {
  branch: Branch;
  /**
   * @minItems 1
   */
  commits: [Commit, ...Commit[]];
  objectType: 'commits';
}
/**
 * A project: the object of project.created, project.updated and project.deleted.
 */
export interface Project {
  about: EmptyableString;
  archivedAt: EmptyableTimestamp;
  /**
   * Which branches get assets generated (SDK field; optional). Known values: all, master, off.
   */
  assetAutoGeneration?: 'all' | 'master' | 'off' | (string & {});
  /**
   * Hex colour string starting with #.
   */
  color: string;
  createdAt: Timestamp;
  createdByUser: User;
  deletedAt: EmptyableTimestamp;
  description: EmptyableString;
  firstPushedAt: EmptyableTimestamp;
  id: Uuid;
  /**
   * Seen on project.created and project.updated; whether other events carry it is unknown (optional).
   */
  isNew?: boolean;
  name: string;
  objectType: 'project';
  organizationId: Uuid;
  pushedAt: EmptyableTimestamp;
  repoCreatedAt?: EmptyableTimestamp;
  sectionId: EmptyableString;
  /**
   * Size of the project's data (SDK field; optional).
   */
  sizeInBytes?: number;
  /**
   * Kind of project (SDK field; optional). Known value: cloud; null for others.
   */
  type?: 'cloud' | (string & {}) | null;
  updatedAt: Timestamp;
  /**
   * Who can see the project. Known values: organization, specific; the platform may add others (beta).
   */
  visibility: 'organization' | 'specific' | (string & {});
}
/**
 * A new branch is created.
 */
export interface BranchCreatedEvent {
  createdAt: Timestamp;
  event: 'branch.created';
  data: {
    object: Branch;
    changes?: Changes;
  };
}
/**
 * A branch's status is updated. data.changes.status holds [old, new].
 */
export interface BranchStatusUpdatedEvent {
  createdAt: Timestamp;
  event: 'branch.statusUpdated';
  data: {
    object: Branch;
    changes?: Changes;
  };
}
/**
 * An existing branch is updated.
 */
export interface BranchUpdatedEvent {
  createdAt: Timestamp;
  event: 'branch.updated';
  data: {
    object: Branch;
    changes?: Changes;
  };
}
/**
 * A new comment is posted.
 */
export interface CommentCreatedEvent {
  createdAt: Timestamp;
  event: 'comment.created';
  data: {
    object: Comment;
    changes?: Changes;
  };
}
/**
 * A comment is deleted: the whole object is sent, with deletedAt set.
 */
export interface CommentDeletedEvent {
  createdAt: Timestamp;
  event: 'comment.deleted';
  data: {
    object: Comment;
    changes?: Changes;
  };
}
/**
 * An existing comment is updated.
 */
export interface CommentUpdatedEvent {
  createdAt: Timestamp;
  event: 'comment.updated';
  data: {
    object: Comment;
    changes?: Changes;
  };
}
/**
 * New commits are pushed to a branch: one delivery per push.
 */
export interface CommitsCreatedEvent {
  createdAt: Timestamp;
  event: 'commits.created';
  data: {
    object: Commits;
    changes?: Changes;
  };
}
/**
 * A new project is created.
 */
export interface ProjectCreatedEvent {
  createdAt: Timestamp;
  event: 'project.created';
  data: {
    object: Project;
    changes?: Changes;
  };
}
/**
 * A project is deleted.
 */
export interface ProjectDeletedEvent {
  createdAt: Timestamp;
  event: 'project.deleted';
  data: {
    object: Project;
    changes?: Changes;
  };
}
/**
 * An existing project is updated.
 */
export interface ProjectUpdatedEvent {
  createdAt: Timestamp;
  event: 'project.updated';
  data: {
    object: Project;
    changes?: Changes;
  };
}

/**
 * The ten event names, in the order of the spec.
 *
 * @example
 * ```ts
 * import { eventNames, type EventName } from '@designhooks/types';
 * const isEventName = (name: string): name is EventName => (eventNames as readonly string[]).includes(name);
 * ```
 */
export const eventNames = [
  'project.created',
  'project.updated',
  'project.deleted',
  'branch.created',
  'branch.updated',
  'branch.statusUpdated',
  'commits.created',
  'comment.created',
  'comment.updated',
  'comment.deleted',
] as const;

/** An event name: derived from the tuple, so the list and the type cannot disagree. */
export type EventName = (typeof eventNames)[number];

/** Maps each event name to the type of its delivery body. */
export interface EventPayloadMap {
  'project.created': ProjectCreatedEvent;
  'project.updated': ProjectUpdatedEvent;
  'project.deleted': ProjectDeletedEvent;
  'branch.created': BranchCreatedEvent;
  'branch.updated': BranchUpdatedEvent;
  'branch.statusUpdated': BranchStatusUpdatedEvent;
  'commits.created': CommitsCreatedEvent;
  'comment.created': CommentCreatedEvent;
  'comment.updated': CommentUpdatedEvent;
  'comment.deleted': CommentDeletedEvent;
}

/** Any delivery body of a known event. */
export type WebhookDelivery = EventPayloadMap[EventName];

/**
 * The objectType that data.object carries for each event.
 *
 * @example
 * ```ts
 * import { eventObjectTypes } from '@designhooks/types';
 * eventObjectTypes['project.created']; // 'project'
 * ```
 */
export const eventObjectTypes = {
  'project.created': 'project',
  'project.updated': 'project',
  'project.deleted': 'project',
  'branch.created': 'branch',
  'branch.updated': 'branch',
  'branch.statusUpdated': 'branch',
  'commits.created': 'commits',
  'comment.created': 'comment',
  'comment.updated': 'comment',
  'comment.deleted': 'comment',
} as const satisfies Record<EventName, string>;

/**
 * When each event fires, from the spec.
 *
 * @example
 * ```ts
 * import { eventDescriptions } from '@designhooks/types';
 * eventDescriptions['project.created']; // "A new project is created."
 * ```
 */
export const eventDescriptions: Record<EventName, string> = {
  'project.created': 'A new project is created.',
  'project.updated': 'An existing project is updated.',
  'project.deleted': 'A project is deleted.',
  'branch.created': 'A new branch is created.',
  'branch.updated': 'An existing branch is updated.',
  'branch.statusUpdated': "A branch's status is updated. data.changes.status holds [old, new].",
  'commits.created': 'New commits are pushed to a branch: one delivery per push.',
  'comment.created': 'A new comment is posted.',
  'comment.updated': 'An existing comment is updated.',
  'comment.deleted': 'A comment is deleted: the whole object is sent, with deletedAt set.',
};
