// generated, do not edit: run `npm run generate`
// From docs/contract-testing.md, code block 2.
import { eventNames, fixture, fixtures } from '@designhooks/testing';

const statusChange = fixture('branch.statusUpdated', {
  data: { object: { name: 'dark-mode', status: 'review' }, changes: { status: ['wip', 'review'] } },
});
const push = fixture('commits.created', {}, { variant: 'many-commits', createdAt: 'fixture' });
const fixed = fixture('comment.created', {}, { createdAt: new Date('2024-05-01T12:00:00Z') });

// @ts-expect-error: a project has no `title`
fixture('project.updated', { data: { object: { title: 'x' } } });

// Every stored shape of every event (nulls vs "", milliseconds, HTML characters, replies...):
const everything = eventNames.flatMap((event) => fixtures(event));
for (const { name, variant, delivery, bytes } of everything) console.log(name, variant, delivery.event, bytes.length);
console.log(statusChange.data.changes, push.data.object.commits.length, fixed.createdAt);

export {};
