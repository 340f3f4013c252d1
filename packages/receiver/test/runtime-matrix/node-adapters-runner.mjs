// Runs in Node 20, 22 and 24: nodeHandler and expressMiddleware, each on its own node:http
// server on 127.0.0.1 port 0, answer every case sent over loopback; prints one JSON line.
import { createServer } from 'node:http';
import express from 'express';
import { createReceiver } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { expressMiddleware } from '@designhooks/receiver/express';
import cases from './cases.mjs';
import { makeReceiver } from './make-receiver.mjs';

async function serve(listener) {
  const server = createServer(listener);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/webhooks` };
}

const results = {};
for (const kind of ['node', 'express']) {
  const { receiver, calls } = makeReceiver(createReceiver);
  let listener = nodeHandler(receiver);
  if (kind === 'express') {
    const app = express();
    app.all('/webhooks', expressMiddleware(receiver));
    listener = app;
  }
  const { server, url } = await serve(listener);
  const answers = [];
  try {
    for (const c of cases) {
      const init = { method: c.method, headers: c.headers, signal: AbortSignal.timeout(10_000) };
      if (c.body !== undefined) init.body = Buffer.from(c.body, 'base64');
      const response = await fetch(url, init);
      answers.push({ name: c.name, status: response.status, body: await response.text() });
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  results[kind] = { answers, calls };
}
console.log(JSON.stringify(results));
