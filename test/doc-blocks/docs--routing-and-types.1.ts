// generated, do not edit: run `npm run generate`
// From docs/routing-and-types.md, code block 1.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });

// One event: the delivery is a ProjectUpdatedEvent, data.object a Project.
receiver.on('project.updated', async (delivery) => {
  const project = delivery.data.object;
  console.log(project.name, project.visibility, project.createdByUser.email);
});

// Several events: the delivery is the union of their types.
receiver.on(['comment.created', 'comment.updated'], (delivery) => {
  console.log(delivery.event, delivery.data.object.body);
});

// A wildcard on the resource: every branch.* event.
receiver.on('branch.*', (delivery) => {
  console.log(delivery.event, delivery.data.object.status, delivery.data.changes?.status);
});

// commits.created: one delivery per push, with one or more commits.
receiver.on('commits.created', (delivery) => {
  for (const commit of delivery.data.object.commits) console.log(commit.sha.slice(0, 7), commit.title);
});

// Every known event, after its specific handlers.
receiver.onAny((delivery) => console.log('received', delivery.event));

export {};
