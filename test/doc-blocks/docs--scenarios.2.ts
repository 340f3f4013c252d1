// generated, do not edit: run `npm run generate`
// From docs/scenarios.md, code block 2.
import { createWorld, deliver } from '@designhooks/testing';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';

const receiver = createReceiver({ secret: 's3cret' });
const seen: string[] = [];
receiver.on('comment.created', (delivery) => void seen.push(delivery.data.object.id));

const world = createWorld({ seed: 1, start: '2026-01-05T09:00:00Z' });
world.createProject();
world.createBranch();
const parent = world.comment({ body: 'Lighter stroke?' });
const reply = world.reply({ body: 'Done.' });
const handler = nodeHandler(receiver);
for (const body of [reply, parent]) await deliver(handler, body, { secret: 's3cret' });
// seen: the reply's id, then its parent's: does your thread view survive that?

export {};
