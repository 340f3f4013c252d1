// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 14.
import { createReceiver, memoryDedupeStore } from '@designhooks/receiver';

const receiver = createReceiver({
  secret: process.env.SIGNING_KEY,
  dedupe: memoryDedupeStore({ maxEntries: 50_000 }),
  replayWindowSeconds: 600,
});
receiver.on('comment.deleted', (delivery) => console.log('deleted', delivery.data.object.id));

export {};
