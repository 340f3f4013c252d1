// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 6.
// server.ts: bun run server.ts
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';

declare const Bun: { serve(options: { port: number; fetch: (request: Request) => Promise<Response> }): unknown };

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.on('commits.created', (delivery) => console.log(delivery.data.object.commits.length, 'commits'));
Bun.serve({ port: 3000, fetch: fetchHandler(receiver) });

export {};
