// Compile-only: `npx tsc -p tsconfig.json --noEmit` checks that worker handlers are typed by
// event name exactly as receiver handlers are. Every @ts-expect-error line must be an error.
import type { Project } from '@designhooks/types';
import { deliveryHandlers } from './index.ts';

deliveryHandlers()
  .on('project.updated', (delivery, job) => {
    const project: Project = delivery.data.object;
    const event: 'project.updated' = delivery.event;
    const id: string = job.jobId;
    const attempt: number = job.attempt;
    // @ts-expect-error: a project has no `title`
    void delivery.data.object.title;
    void [project, event, id, attempt];
  })
  .on('branch.*', (delivery) => {
    const event: 'branch.created' | 'branch.updated' | 'branch.statusUpdated' = delivery.event;
    // @ts-expect-error: a branch event is never a comment event
    const comment: 'comment.created' = delivery.event;
    void [event, comment];
  })
  .on(['comment.created', 'comment.updated'], (delivery) => {
    const body: string = delivery.data.object.body;
    // @ts-expect-error: comment.deleted is not in the list
    const deleted: 'comment.deleted' = delivery.event;
    void [body, deleted];
  })
  .onAny((delivery) => {
    // @ts-expect-error: onAny sees every known event, not one
    const only: 'project.created' = delivery.event;
    void only;
  })
  .onUnknown((delivery) => {
    const name: string = delivery.event;
    void name;
  });

// @ts-expect-error: not an event name
deliveryHandlers().on('project.renamed', () => {});
// @ts-expect-error: not a resource
deliveryHandlers().on('file.*', () => {});
