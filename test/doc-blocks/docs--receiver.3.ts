// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 3.
import { createServer } from 'node:http';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.on('comment.created', (delivery) => {
  console.log(`${delivery.data.object.commenter.name}: ${delivery.data.object.body}`);
});

const webhooks = nodeHandler(receiver);
createServer((req, res) => {
  if (req.url === '/webhooks') return webhooks(req, res);
  res.writeHead(404).end();
}).listen(3000);

export {};
