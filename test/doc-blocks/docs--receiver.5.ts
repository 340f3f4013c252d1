// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 5.
// main.ts: deno run --allow-net --allow-env=SIGNING_KEY main.ts
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';

declare const Deno: { env: { get(name: string): string | undefined }; serve(handler: (request: Request) => Promise<Response>): unknown };

const receiver = createReceiver({ secret: Deno.env.get('SIGNING_KEY') });
receiver.on('branch.created', (delivery) => console.log('new branch', delivery.data.object.name));
Deno.serve(fetchHandler(receiver));

export {};
