// generated, do not edit: run `npm run generate`
// From docs/scenarios.md, code block 1.
import { createWorld, serializeDelivery } from '@designhooks/testing';

const world = createWorld({ seed: 7, start: '2026-01-05T09:00:00Z' });
const project = world.createProject({ name: 'Brand Icons' }); // project.created
const branch = world.createBranch();                // on the most recent project
const push = world.pushCommits({ commits: 3 });     // one commits.created, the head moves
world.setBranchStatus({ status: 'review' });        // data.changes.status = ['wip', 'review']
const thread = world.comment({ body: 'Lighter stroke?' });
world.reply({ commentId: thread.data.object.id, body: 'Done.' });
const gone = world.deleteComment({ commentId: thread.data.object.id });

branch.data.object.projectId === project.data.object.id; // true
push.data.object.branch.head === push.data.object.commits[2]!.sha; // true
gone.data.object.deletedAt === gone.createdAt; // true: the whole comment, with deletedAt
const bytes = serializeDelivery(gone); // what the platform sends: compact, Go-escaped

export {};
