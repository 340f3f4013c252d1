// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 2.
import express from 'express';
import { createReceiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });

receiver.on('project.updated', (delivery) => {
  console.log(`project renamed to ${delivery.data.object.name}`);
});
receiver.on('commits.created', (delivery) => {
  console.log(`${delivery.data.object.commits.length} commits on ${delivery.data.object.branch.name}`);
});

const app = express();
app.post('/webhooks', expressMiddleware(receiver)); // before any express.json()
app.listen(3000);

export {};
