// A writer process for the store tests: appends delivery records to the store of a state dir.
// Usage: node --import tsx append-records.ts <state-dir> <writer-name> <count|forever> <wait-for-go>
// With wait-for-go = 1 it prints "ready" once the store is open and starts on a line on stdin.
import { once } from 'node:events';
import { setImmediate as yieldTurn } from 'node:timers/promises';
import { openStore } from '../../src/store/open-store.ts';

const [stateDir = '', writer = 'w', countArg = '1', waitForGo = '0'] = process.argv.slice(2);
const store = openStore(stateDir);
const body = Buffer.from(
  JSON.stringify({
    createdAt: '2024-01-01T00:00:00Z',
    event: 'project.updated',
    data: { object: { objectType: 'project', name: 'x'.repeat(1000) } },
  }),
);
if (waitForGo === '1') {
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  process.stdin.pause();
}
const count = countArg === 'forever' ? Number.POSITIVE_INFINITY : Number(countArg);
const first = Date.now();
for (let i = 0; i < count; i += 1) {
  store.deliveries.add({
    attempt: 1,
    webhookId: null,
    redeliveryOf: null,
    source: 'send',
    event: 'project.updated',
    url: `https://127.0.0.1/${writer}/${i}`,
    time: new Date().toISOString(),
    request: { headers: [['Content-Length', String(body.length)]], body },
    response: {
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: 'ok',
      bodyTruncated: false,
    },
    durationMs: 1,
    error: null,
    verdict: 'succeeded',
    retryDelayMs: null,
    reason: 'status 200',
  });
  if (countArg === 'forever' && i === 20) process.stdout.write('writing\n');
  await yieldTurn();
}
process.stdout.write(JSON.stringify({ writer, first, last: Date.now() }));
store.close();
