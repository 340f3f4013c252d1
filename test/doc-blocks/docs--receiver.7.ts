// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 7.
// app/api/webhooks/route.ts
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.on('branch.statusUpdated', (delivery) => {
  const [from, to] = delivery.data.changes?.status ?? [];
  console.log(`${delivery.data.object.name}: ${String(from)} → ${String(to)}`);
});

export const POST = fetchHandler(receiver);

export {};
