// `designhooks check` against a local HTTPS receiver built on the SDK (its own process): the
// whole catalogue's wall time without load.burst (goal: under 3 s), and the load.burst rate
// against `designhooks send --count` with the same number of deliveries in flight, to the same
// receiver, in the same run (goal: at least 80%). The real CLI (the built bin) in both.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckReport } from '@designhooks/testing';
import { startReceiver, type Receiver } from './harness/start-receiver.ts';

const SECRET = 'bench-signing-key';
const ROUNDS = 5;
/** Deliveries in one burst, and in one `send --count` run with as many in flight. */
const BURST = 200;
const bin = fileURLToPath(new URL('../harness/bin/designhooks.js', import.meta.url));

/** Runs the built CLI; resolves with its stdout and the process's wall time. */
function cli(args: string[]): Promise<{ stdout: string; wallMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, ...args], { maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      if (error && !stdout) return reject(new Error(`designhooks ${args[0]} failed: ${stderr}`));
      resolve({ stdout, wallMs: performance.now() - started });
    });
  });
}

async function catalogue(receiver: Receiver) {
  const trust = ['--secret', SECRET, '--ca', receiver.caFile];
  const { stdout, wallMs } = await cli([
    'check',
    receiver.url,
    ...trust,
    '--skip',
    'load.burst',
    '--format',
    'json',
  ]);
  const report = JSON.parse(stdout) as CheckReport;
  const casesMs = report.cases.reduce((sum, c) => sum + (c.ms ?? 0), 0);
  const ran = report.cases.filter((c) => c.verdict !== 'skip');
  if (!report.passed || ran.some((c) => c.verdict !== 'pass'))
    throw new Error('the SDK receiver failed a case');
  return { casesMs, wallMs, cases: ran.length };
}

async function burst(receiver: Receiver) {
  const { stdout } = await cli([
    'check',
    receiver.url,
    '--secret',
    SECRET,
    '--ca',
    receiver.caFile,
    '--only',
    'load.burst',
    '--burst',
    String(BURST),
    '--format',
    'json',
  ]);
  const report = JSON.parse(stdout) as CheckReport;
  const c = report.cases.find((x) => x.id === 'load.burst')!;
  if (c.verdict !== 'pass') throw new Error(`load.burst failed: ${c.reason}`);
  return { perSecond: (BURST * 1000) / c.ms!, p95Ms: c.latency!.p95 };
}

async function sendCount(receiver: Receiver) {
  const stateDir = mkdtempSync(join(tmpdir(), 'designhooks-bench-state-'));
  const { stdout } = await cli([
    'send',
    'project.updated',
    '--url',
    receiver.url,
    '--secret',
    SECRET,
    '--ca',
    receiver.caFile,
    '--count',
    String(BURST),
    '--concurrency',
    String(BURST),
    '--retries',
    '0',
    '--json',
    '--state-dir',
    stateDir,
  ]);
  const summary = JSON.parse(stdout) as { perSecond: number; p95Ms: number; failed: number };
  if (summary.failed) throw new Error(`send --count: ${summary.failed} failed`);
  return { perSecond: summary.perSecond, p95Ms: summary.p95Ms };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const fmt = (value: number, digits = 0) => value.toFixed(digits);

export async function run(): Promise<{ title: string; markdown: string }> {
  const receiver = await startReceiver(SECRET);
  try {
    // warm-up: the bundle, TLS, the receiver's validators
    await catalogue(receiver);
    await burst(receiver);
    await sendCount(receiver);
    const rows: string[] = [];
    const walls: number[] = [];
    const caseSums: number[] = [];
    const ratios: number[] = [];
    let cases = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const whole = await catalogue(receiver);
      cases = whole.cases;
      // the order alternates between rounds so that drift in the machine's load evens out
      const [b, s] =
        round % 2
          ? [await burst(receiver), await sendCount(receiver)]
          : await (async () => {
              const sent = await sendCount(receiver);
              return [await burst(receiver), sent];
            })();
      walls.push(whole.wallMs);
      caseSums.push(whole.casesMs);
      ratios.push(b.perSecond / s.perSecond);
      rows.push(
        `| ${round} | ${fmt(whole.casesMs)} | ${fmt(whole.wallMs)} | ${fmt(b.perSecond)} | ${fmt(b.p95Ms, 1)} | ${fmt(s.perSecond)} | ${fmt(s.p95Ms, 1)} | ${fmt((b.perSecond / s.perSecond) * 100)}% |`,
      );
    }
    return {
      title: 'check: the catalogue against an SDK receiver (HTTPS, loopback)',
      markdown: [
        '`designhooks check` (the built CLI, `--ca`) against a local HTTPS receiver built on the SDK',
        '(`createReceiver` + `nodeHandler`, its own process). The catalogue without `load.burst`',
        `(${cases} cases, 63 requests one after another, each on a new TLS connection) is timed as the`,
        "sum of the cases' wall times and as the whole CLI process (start-up included); goal: under 3 s.",
        `\`load.burst\` with \`--burst ${BURST}\` is compared with \`designhooks send --count ${BURST} --concurrency ${BURST}\``,
        `(the same number of signed deliveries in flight at once, to the same receiver, rounds alternating);`,
        "goal: at least 80% of send's rate.",
        '',
        '| round | catalogue, cases ms | catalogue, process ms | load.burst deliveries/s | p95 ms | send --count deliveries/s | p95 ms | burst / send |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `Median over ${ROUNDS} rounds: the catalogue without load.burst **${fmt(median(caseSums))} ms** of cases`,
        `(${fmt(median(walls))} ms for the whole process); load.burst **${fmt(median(ratios) * 100)}%** of send --count's rate.`,
      ].join('\n'),
    };
  } finally {
    receiver.stop();
  }
}
