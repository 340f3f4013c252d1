// generated, do not edit: run `npm run generate`
// From docs/harness.md, code block 1.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';

const receiver = createReceiver({ secret: 's3cret' });
receiver.on('project.updated', (delivery) => console.log('renamed to', delivery.data.object.name));
createServer({ cert: readFileSync('cert.pem'), key: readFileSync('key.pem') }, nodeHandler(receiver)).listen(8443);

export {};
