// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 11.
import { createReceiver, detectDrift } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.on('branch.statusUpdated', (delivery, context) => {
  for (const drift of context.drift) console.log(`not in the contract yet: ${drift.path} (${drift.kind})`);
});
console.log(detectDrift({ event: 'project.updated', data: { object: { visibility: 'public' } } }));
// [{ path: '/data/object/visibility', kind: 'unknown-value', value: 'public' }]

export {};
