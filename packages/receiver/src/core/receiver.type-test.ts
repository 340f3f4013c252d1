// Compile-only: `npx tsc -p tsconfig.json --noEmit` checks that handlers are typed by event name.
// Every @ts-expect-error line must be an error, or tsc fails ("unused @ts-expect-error").
import type { BranchStatusUpdatedEvent, Commit, Project } from '@designhooks/types';
import { createReceiver } from '../index.ts';

const receiver = createReceiver({ secret: ['new', 'old'] });

receiver.on('project.updated', (delivery) => {
  const project: Project = delivery.data.object;
  const name: string = delivery.data.object.name;
  const event: 'project.updated' = delivery.event;
  // @ts-expect-error: a project has no `title`
  void delivery.data.object.title;
  // @ts-expect-error: the object is a project, not a branch
  void delivery.data.object.status;
  void [project, name, event];
});

// @ts-expect-error: not an event name
receiver.on('project.renamed', () => {});
// @ts-expect-error: not a resource
receiver.on('file.*', () => {});
// @ts-expect-error: a list may not hold an unknown name either
receiver.on(['comment.created', 'comment.edited'], () => {});

receiver.on(['comment.created', 'comment.updated'], (delivery) => {
  const event: 'comment.created' | 'comment.updated' = delivery.event;
  const body: string = delivery.data.object.body;
  // @ts-expect-error: comment.deleted is not in the list
  const deleted: 'comment.deleted' = delivery.event;
  void [event, body, deleted];
});

receiver.on('branch.*', (delivery) => {
  const event: 'branch.created' | 'branch.updated' | 'branch.statusUpdated' = delivery.event;
  if (delivery.event === 'branch.statusUpdated') {
    const narrowed: BranchStatusUpdatedEvent = delivery;
    void narrowed;
  }
  // @ts-expect-error: a branch has no commits
  void delivery.data.object.commits;
  void event;
});

receiver.on('commits.created', (delivery) => {
  const commits: Commit[] = delivery.data.object.commits;
  // @ts-expect-error: sha is a string
  const sha: number = delivery.data.object.commits[0]!.sha;
  void [commits, sha];
});

receiver.onAny((delivery) => {
  // The union of all ten deliveries: only shared fields without narrowing.
  const created: string = delivery.createdAt;
  // @ts-expect-error: not every delivery's object has a name
  void delivery.data.object.name;
  if (delivery.event === 'comment.deleted') void delivery.data.object.deletedAt;
  void created;
});

receiver.onUnknown((delivery) => {
  const event: string = delivery.event;
  void event;
});

receiver.onError((error) => {
  const code: string = error.code;
  const status: number = error.status;
  void [code, status];
});

// @ts-expect-error: validation mode must be reject, warn or off
createReceiver({ validation: 'strict' });
