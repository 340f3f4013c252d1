// generated, do not edit: run `npm run generate`
// From docs/routing-and-types.md, code block 2.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({});
// @ts-expect-error: not an event name
receiver.on('project.renamed', () => {});
receiver.on('project.updated', (delivery) => {
  // @ts-expect-error: a project has no `title`
  console.log(delivery.data.object.title);
});

export {};
