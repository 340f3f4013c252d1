// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 9.
import express from 'express';
import { createReceiver } from '@designhooks/receiver';
import { expressMiddleware } from '@designhooks/receiver/express';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
const app = express();
app.post('/webhooks', expressMiddleware(receiver)); // first: reads the raw body itself
app.use(express.json()); // then the parsers the rest of the app needs

export {};
