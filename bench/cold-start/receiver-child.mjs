// One cold start, in a fresh process: from just before importing @designhooks/receiver to the
// first validated 200 from receiver.receive. argv: body file, signature, secret, a validation
// mode (`off` shows what validation's first use costs), and `turn` or `no-turn`.
import { readFileSync } from 'node:fs';

const [file, signature, secret, validation, turn] = process.argv.slice(2);
if (turn !== 'turn' && turn !== 'no-turn') throw new Error(`turn or no-turn, not ${turn}`);
const body = readFileSync(file);
const cpu = process.cpuUsage();
const started = performance.now();
const { createReceiver } = await import('@designhooks/receiver');
const receiver = createReceiver({ secret, validation });
let handled = 0;
receiver.on('project.updated', () => void handled++);
// A server's event loop turns between listen() and its first request; `turn` does the same here
// (why it matters: cold-start.bench.ts).
if (turn === 'turn') await new Promise((resolve) => setImmediate(resolve));
const result = await receiver.receive({
  body,
  headers: { 'content-type': 'application/json', 'abstract-webhooks-signature': signature },
});
const elapsed = performance.now() - started;
const used = process.cpuUsage(cpu);
if (result.status !== 200 || handled !== 1)
  throw new Error(`not handled: ${result.status} ${JSON.stringify(result.body)}`);
// Wall-clock span and the CPU time the process spent in it (all threads), both in ms.
console.log(`${elapsed.toFixed(3)} ${((used.user + used.system) / 1000).toFixed(3)}`);
