// The same span for @octokit/webhooks: import, new Webhooks({ secret }), first verifyAndReceive.
// argv: body file, signature, secret, and `turn` or `no-turn` (as receiver-child.mjs).
import { readFileSync } from 'node:fs';

const [file, signature, secret, turn] = process.argv.slice(2);
if (turn !== 'turn' && turn !== 'no-turn') throw new Error(`turn or no-turn, not ${turn}`);
const payload = readFileSync(file).toString('utf8');
const cpu = process.cpuUsage();
const started = performance.now();
const { Webhooks } = await import('@octokit/webhooks');
const webhooks = new Webhooks({ secret });
let handled = 0;
webhooks.on('push', () => void handled++);
if (turn === 'turn') await new Promise((resolve) => setImmediate(resolve));
await webhooks.verifyAndReceive({
  id: 'cold-start',
  name: 'push',
  payload,
  signature: `sha256=${signature}`,
});
const elapsed = performance.now() - started;
const used = process.cpuUsage(cpu);
if (handled !== 1) throw new Error('octokit handler not called');
// Wall-clock span and the CPU time the process spent in it (all threads), both in ms.
console.log(`${elapsed.toFixed(3)} ${((used.user + used.system) / 1000).toFixed(3)}`);
