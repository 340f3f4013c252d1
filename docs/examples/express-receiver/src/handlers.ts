import type { Receiver } from '@designhooks/receiver';

/** Where the messages go: a chat channel in real life, stdout here. */
export type Post = (message: string) => void;

const quote = (text: string | null | undefined) => `“${text ?? ''}”`;

/**
 * One handler per event, each posting a chat-style message. Every `delivery` is typed from the
 * event name, so `delivery.data.object` is a Project, a Branch, a Commits push or a Comment.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * import { registerHandlers } from './handlers.ts';
 * registerHandlers(createReceiver({ secret: 'key' }), console.log);
 * ```
 */
export function registerHandlers(receiver: Receiver, post: Post): Receiver {
  return receiver
    .on('project.created', ({ data: { object: project } }) => {
      post(`📁 ${project.createdByUser.name} created the project ${quote(project.name)}`);
    })
    .on('project.updated', ({ data: { object: project, changes } }) => {
      const what = changes ? ` (${Object.keys(changes).join(', ')} changed)` : '';
      post(`✏️ The project ${quote(project.name)} was updated${what}`);
    })
    .on('project.deleted', ({ data: { object: project } }) => {
      post(`🗑️ The project ${quote(project.name)} was deleted`);
    })
    .on('branch.created', ({ data: { object: branch } }) => {
      post(`🌱 ${branch.user.name} started the branch ${quote(branch.name)}`);
    })
    .on('branch.updated', ({ data: { object: branch } }) => {
      post(`🔧 The branch ${quote(branch.name)} was updated`);
    })
    .on('branch.statusUpdated', ({ data: { object: branch, changes } }) => {
      const [from, to] = changes?.status ?? [undefined, branch.status];
      post(
        `🚦 The branch ${quote(branch.name)} moved ${from ? `from ${String(from)} ` : ''}to ${String(to)}`,
      );
    })
    .on('commits.created', ({ data: { object: push } }) => {
      const titles = push.commits.map((commit) => quote(commit.title)).join(', ');
      const count = push.commits.length === 1 ? '1 commit' : `${push.commits.length} commits`;
      post(`📦 ${count} pushed to ${quote(push.branch.name)}: ${titles}`);
    })
    .on('comment.created', ({ data: { object: comment } }) => {
      const where = comment.layerName || comment.fileName || comment.branchName || 'the project';
      post(`💬 ${comment.commenter.name} commented on ${where}: ${quote(comment.body)}`);
    })
    .on('comment.updated', ({ data: { object: comment } }) => {
      post(`📝 ${comment.commenter.name} edited a comment: ${quote(comment.body)}`);
    })
    .on('comment.deleted', ({ data: { object: comment } }) => {
      post(`❌ A comment by ${comment.commenter.name} was deleted`);
    })
    .onUnknown((delivery) => {
      post(`❔ A new kind of event arrived: ${delivery.event} (acknowledged, not handled)`);
    });
}
