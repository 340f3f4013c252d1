// generated, do not edit: run `npm run generate`
// From README.md, code block 1.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.on('project.updated', (delivery) => {
  const name: string = delivery.data.object.name; // a misspelt field does not compile
  console.log(name);
});

export {};
