// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 1.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.on('comment.created', (delivery) => {
  const text: string = delivery.data.object.body; // typed from the event's schema
  console.log(text);
});

export {};
