// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 15.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });

receiver.on('project.updated', async (delivery) => {
  const project = delivery.data.object; // Project
  console.log(project.name, project.visibility, project.createdByUser.email);
});
receiver.on(['comment.created', 'comment.updated'], (delivery) => {
  console.log(delivery.event, delivery.data.object.body); // CommentCreatedEvent | CommentUpdatedEvent
});
receiver.on('branch.*', (delivery, context) => {
  console.log(delivery.event, delivery.data.object.status, context.verified);
});
receiver.onAny((delivery) => console.log('received', delivery.event)); // every known event, after the specific handlers
receiver.onUnknown((delivery) => console.warn('new event name from the platform:', delivery.event));
receiver.onError((error) => console.error(`webhook ${error.status} ${error.code}`));

// @ts-expect-error: not an event name
receiver.on('project.renamed', () => {});

export {};
