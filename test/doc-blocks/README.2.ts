// generated, do not edit: run `npm run generate`
// From README.md, code block 2.
import express from 'express';
import { createReceiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY }); // verifies every delivery

receiver.on('project.updated', (delivery) => {
  console.log(`project ${delivery.data.object.id} is now "${delivery.data.object.name}"`);
});
receiver.on('commits.created', (delivery) => {
  console.log(`${delivery.data.object.commits.length} commit(s) on ${delivery.data.object.branch.name}`);
});

const app = express();
app.post('/webhooks', expressMiddleware(receiver)); // mount before any express.json()
app.listen(3000);

export {};
