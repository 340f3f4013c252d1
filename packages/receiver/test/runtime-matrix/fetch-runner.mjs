// Runs in Node, Deno (no permissions: cases come as a module, results go to stdout) and Bun:
// the fetch adapter answers every case, called directly and from a Hono route; prints one JSON
// line with the answers and the handler calls of each.
import { Hono } from 'hono';
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import cases from './cases.mjs';
import { makeReceiver } from './make-receiver.mjs';

function direct() {
  const { receiver, calls } = makeReceiver(createReceiver);
  return { handle: fetchHandler(receiver), calls };
}

function hono() {
  const { receiver, calls } = makeReceiver(createReceiver);
  const handleWebhook = fetchHandler(receiver);
  const app = new Hono();
  app.all('/webhooks', (c) => handleWebhook(c.req.raw));
  return { handle: (request) => app.fetch(request), calls };
}

const results = {};
for (const [name, make] of Object.entries({ fetch: direct, hono })) {
  const { handle, calls } = make();
  const answers = [];
  for (const c of cases) {
    const init = { method: c.method, headers: c.headers };
    if (c.body !== undefined) init.body = Uint8Array.from(atob(c.body), (ch) => ch.charCodeAt(0));
    const response = await handle(new Request('http://localhost/webhooks', init));
    answers.push({ name: c.name, status: response.status, body: await response.text() });
  }
  results[name] = { answers, calls };
}
console.log(JSON.stringify(results));
