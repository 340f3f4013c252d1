// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 8.
import { Hono } from 'hono';
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.on('project.created', (delivery) => console.log('new project', delivery.data.object.name));
const handleWebhook = fetchHandler(receiver);

const app = new Hono();
app.post('/webhooks', (c) => handleWebhook(c.req.raw));
export default app;

export {};
