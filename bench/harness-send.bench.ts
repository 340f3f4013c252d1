// `designhooks send --count 5000 --concurrency 50` against autocannon, both posting the same signed
// delivery to the same local HTTPS receiver built on the SDK, with a new connection per request
// (the spec's `Connection: close`). The receiver runs in its own process; each client in another.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { startReceiver, type Receiver } from './harness/start-receiver.ts';

const COUNT = 5000;
const CONCURRENCY = 50;
const ROUNDS = 3;
const SECRET = 'bench-signing-key';
const bin = fileURLToPath(new URL('../harness/bin/designhooks.js', import.meta.url));

interface Figures {
  count: number;
  ok: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** CPU time the client process spent, per delivery (less sensitive to a busy machine than rates). */
  cpuMsPerDelivery: number;
}

// Preloaded into the CLI process: reports the process's CPU time on stderr when it exits.
const reportCpu = `data:text/javascript,process.on('exit',()=>{const c=process.cpuUsage();process.stderr.write('cpu-us '+(c.user+c.system)+'\\n')})`;

/** Runs one client and adds what the receiver saw meanwhile: deliveries handled, CPU busy share. */
async function measured(
  receiver: Receiver,
  client: () => Promise<Figures>,
): Promise<Figures & { handled: number; receiverBusy: number }> {
  const before = await receiver.counters();
  const started = performance.now();
  const figures = await client();
  const elapsed = performance.now() - started;
  const after = await receiver.counters();
  return {
    ...figures,
    handled: after.received - before.received,
    receiverBusy: (after.cpuMs - before.cpuMs) / elapsed,
  };
}

function runHarness(url: string, trust: string[], count: number): Promise<Figures> {
  const stateDir = mkdtempSync(join(tmpdir(), 'designhooks-bench-state-'));
  const args = [
    '--import',
    reportCpu,
    bin,
    'send',
    'project.updated',
    '--url',
    url,
    '--secret',
    SECRET,
    ...trust,
    '--count',
    String(count),
    '--concurrency',
    String(CONCURRENCY),
    '--json',
    '--state-dir',
    stateDir,
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error && !stdout) return reject(new Error(`designhooks send failed: ${stderr}`));
      const summary = JSON.parse(stdout) as {
        count: number;
        succeeded: number;
        perSecond: number;
        p50Ms: number;
        p95Ms: number;
      };
      const cpuUs = Number(/cpu-us (\d+)/.exec(stderr)?.[1] ?? Number.NaN);
      resolve({
        count: summary.count,
        ok: summary.succeeded,
        perSecond: summary.perSecond,
        p50Ms: summary.p50Ms,
        p95Ms: summary.p95Ms,
        cpuMsPerDelivery: cpuUs / 1000 / summary.count,
      });
    });
  });
}

/**
 * autocannon with `reconnectRate: 1`: a new connection (and TLS handshake) per request. autocannon 8
 * resets the connection before it emits 'response' on that path (lib/httpClient.js), so its own
 * counters and latencies stay empty; each client's 'request' and 'body' events are timed instead
 * (one request in flight per connection, the receiver's small JSON answer arrives in one chunk),
 * and the receiver's count of handled deliveries confirms every request succeeded.
 */
function runAutocannon(url: string, count: number): Promise<Figures> {
  const body = readFixture('project.updated');
  const { host } = new URL(url);
  const latencies: number[] = [];
  const started = performance.now();
  const cpuBefore = process.cpuUsage(); // this process runs only autocannon meanwhile
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONCURRENCY,
        amount: count,
        reconnectRate: 1,
        headers: {
          Host: host,
          'User-Agent': 'Abstract-Webhooks',
          'Abstract-Webhooks-Signature': sign(body, SECRET),
          Connection: 'close',
          'Content-Type': 'application/json',
          'Accept-Encoding': 'gzip',
        },
        body: body.toString('utf8'),
        setupClient: (client: import('node:events').EventEmitter) => {
          let sentAt = 0;
          client.on('request', () => {
            sentAt = performance.now();
          });
          client.on('body', () => {
            if (sentAt) latencies.push(performance.now() - sentAt);
            sentAt = 0;
          });
        },
      },
      (error) => {
        if (error) return reject(error);
        const elapsed = performance.now() - started;
        latencies.sort((a, b) => a - b);
        const at = (p: number) =>
          latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
        const cpu = process.cpuUsage(cpuBefore);
        resolve({
          count: latencies.length,
          ok: latencies.length,
          perSecond: (latencies.length * 1000) / elapsed,
          p50Ms: at(50),
          p95Ms: at(95),
          cpuMsPerDelivery: (cpu.user + cpu.system) / 1000 / latencies.length,
        });
      },
    );
  });
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

export async function run(): Promise<{ title: string; markdown: string }> {
  const receiver = await startReceiver(SECRET);
  try {
    const verified = ['--ca', receiver.caFile];
    const unverified = ['--insecure'];
    // warm-up: the bundle, TLS, the receiver's validators
    await runHarness(receiver.url, verified, 300);
    await runAutocannon(receiver.url, 300);
    type Row = Figures & { handled: number; receiverBusy: number };
    const rows: { round: number; client: string; figures: Row }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // the order alternates between rounds so that drift in the machine's load evens out
      const runs: [string, () => Promise<Figures>][] = [
        ['designhooks send --insecure', () => runHarness(receiver.url, unverified, COUNT)],
        ['autocannon (never verifies)', () => runAutocannon(receiver.url, COUNT)],
        ['designhooks send --ca cert.pem', () => runHarness(receiver.url, verified, COUNT)],
      ];
      for (const [client, go] of round % 2 ? runs : [...runs].reverse())
        rows.push({ round, client, figures: await measured(receiver, go) });
    }
    const mean = (client: string, pick: (f: Row) => number) => {
      const picked = rows.filter((row) => row.client === client);
      return picked.reduce((sum, row) => sum + pick(row.figures), 0) / picked.length;
    };
    const meanRate = (client: string) => mean(client, (f) => f.perSecond);
    const meanCpu = (client: string) => mean(client, (f) => f.cpuMsPerDelivery);
    const cannonRate = meanRate('autocannon (never verifies)');
    const insecureRate = meanRate('designhooks send --insecure');
    const caRate = meanRate('designhooks send --ca cert.pem');
    const table = [
      '| round | client | answered (2xx for send) | handled by receiver | deliveries/s | p50 ms | p95 ms | client CPU ms / delivery | receiver CPU busy |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        ({ round, client, figures: f }) =>
          `| ${round} | ${client} | ${f.count} (${f.ok}) | ${f.handled} | ${fmt(f.perSecond)} | ${fmt(f.p50Ms, 1)} | ${fmt(f.p95Ms, 1)} | ${fmt(f.cpuMsPerDelivery, 2)} | ${fmt(f.receiverBusy * 100)}% |`,
      ),
    ];
    return {
      title: 'Harness: designhooks send vs autocannon (HTTPS, new connection per request)',
      markdown: [
        `\`designhooks send project.updated --count ${COUNT} --concurrency ${CONCURRENCY}\` (the real CLI process:`,
        "bundle, body build, HMAC signature, node:https POST with the spec's exact headers, retry policy, and one",
        'SQLite insert per attempt) against autocannon posting the same signed body with the same headers, both with',
        `${CONCURRENCY} in flight and a new TLS connection per request (\`Connection: close\`; autocannon \`reconnectRate: 1\`),`,
        'to one local HTTPS receiver built on the SDK (`createReceiver` + `nodeHandler`: verify, parse, validate)',
        'running in its own process. Latency is per delivery as each client measures it. Goal: at least 80% of',
        "autocannon's rate. \"Receiver CPU busy\" is the receiver process's CPU time over the run's wall time: near",
        '100% means the single-threaded receiver, not the client, sets the pace.',
        '',
        ...table,
        '',
        `Mean over ${ROUNDS} rounds, like for like (no certificate check, as autocannon): designhooks ${fmt(insecureRate)}/s,`,
        `autocannon ${fmt(cannonRate)}/s: **${fmt((insecureRate / cannonRate) * 100)}%** of autocannon's rate. With the certificate checked`,
        `(\`--ca\`, the normal use): ${fmt(caRate)}/s, ${fmt((caRate / cannonRate) * 100)}% (Node builds the full peer certificate object on`,
        'every verified handshake, about half a millisecond of CPU each).',
        '',
        `Client CPU per delivery (steadier than rates on a shared machine; the CLI's figure includes its start-up and`,
        `the store): designhooks --insecure ${fmt(meanCpu('designhooks send --insecure'), 2)} ms, --ca ${fmt(meanCpu('designhooks send --ca cert.pem'), 2)} ms,`,
        `autocannon ${fmt(meanCpu('autocannon (never verifies)'), 2)} ms.`,
        '',
        'Note: autocannon 8 resets the connection before it counts a response when `reconnectRate` is set, so its',
        'own counters stay empty; its clients\' request and body events are timed instead, and "handled by',
        'receiver" (the SDK receiver\'s count of deliveries it verified, validated and handled) confirms the',
        'answered count for both clients.',
      ].join('\n'),
    };
  } finally {
    receiver.stop();
  }
}
