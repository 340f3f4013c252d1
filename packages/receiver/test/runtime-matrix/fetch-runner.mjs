// Runs in Node, Deno (no permissions: cases come as a module, results go to stdout) and Bun:
// the fetch adapter answers every case; prints one JSON line with the answers and the calls.
import { createReceiver } from '@designhooks/receiver';
import { fetchHandler } from '@designhooks/receiver/fetch';
import cases from './cases.mjs';
import { makeReceiver } from './make-receiver.mjs';

const { receiver, calls } = makeReceiver(createReceiver);
const handle = fetchHandler(receiver);
const answers = [];
for (const c of cases) {
  const init = { method: c.method, headers: c.headers };
  if (c.body !== undefined) init.body = Uint8Array.from(atob(c.body), (ch) => ch.charCodeAt(0));
  const response = await handle(new Request('http://localhost/webhooks', init));
  answers.push({ name: c.name, status: response.status, body: await response.text() });
}
console.log(JSON.stringify({ answers, calls }));
