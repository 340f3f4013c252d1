// generated, do not edit: run `npm run generate`
// From docs/going-to-production.md, code block 1.
import { createReceiver } from '@designhooks/receiver';

const jobs: unknown[] = []; // stand-in for your queue client
const receiver = createReceiver({ secret: process.env.SIGNING_KEY, handlerTimeoutMs: 2_000 });
receiver.on('commits.created', (delivery) => {
  jobs.push({ kind: 'render-previews', branch: delivery.data.object.branch.id, commits: delivery.data.object.commits.length });
});
receiver.onError((error) => console.error('webhook', error.code, error.status));

export {};
