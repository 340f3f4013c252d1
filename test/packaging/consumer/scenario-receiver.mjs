// A receiver an integrator builds with the installed SDK (signature checked, schema in reject
// mode, dedupe on), for `designhooks scenario run` from the installed CLI: prints its URL as one
// JSON line, then one JSON line per delivery its handler handles (event, createdAt, the ids it
// would store). Plain `node scenario-receiver.mjs <secret>`, no loader.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';

const receiver = createReceiver({ secret: process.argv[2], dedupe: true });
receiver.onAny((delivery) => {
  const object = delivery.data.object;
  const line = {
    event: delivery.event,
    createdAt: delivery.createdAt,
    id: object.id ?? object.branch?.id,
    projectId: object.projectId ?? object.branch?.projectId ?? null,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
});
const server = createServer(nodeHandler(receiver)).listen(0, '127.0.0.1');
await once(server, 'listening');
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}/webhooks` })}\n`,
);
process.stdin.on('end', () => server.close());
process.stdin.resume();
