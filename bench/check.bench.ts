// `designhooks check` against a local HTTPS receiver built on the SDK (its own process): the
// whole catalogue's wall time without load.burst (goal: under 3 s), and the load.burst rate
// against `designhooks send --count` with the same number of deliveries in flight, to the same
// receiver, in the same run (goal: at least 80%). The real CLI (the built bin) in both.
//
// Like for like: both send BURST signed project.updated deliveries of about the same size, all in
// flight at once, each on a new TLS connection (no agent, no session reuse) whose certificate is
// checked against --ca, with the same headers (postOnce, buildHeaders). What differs, each way:
// check builds and signs BURST distinct bodies (fresh ids) inside its timed case, send signs one
// body once before its clock starts but writes every attempt to its store (write-ahead) inside it.
// The two run in adjacent pairs (their order alternating), and the ratio is taken per pair: the
// machine's load drifts less within a pair than across the run.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckReport } from '@designhooks/testing';
import { startReceiver, type Receiver } from './harness/start-receiver.ts';

const SECRET = 'bench-signing-key';
/** Rounds of the catalogue without load.burst. */
const ROUNDS = 5;
/** Adjacent (load.burst, send --count) pairs; an odd number, for a middle value. */
const PAIRS = 15;
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

/** Nearest-rank percentile of a few values (the middle one for p50). */
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
};
const fmt = (value: number, digits = 0) => value.toFixed(digits);
const percent = (ratio: number) => `${fmt(ratio * 100)}%`;

export async function run(): Promise<{ title: string; markdown: string }> {
  const receiver = await startReceiver(SECRET);
  try {
    // warm-up: the bundle, TLS, the receiver's validators
    await catalogue(receiver);
    await burst(receiver);
    await sendCount(receiver);
    const walls: number[] = [];
    const caseSums: number[] = [];
    let cases = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const whole = await catalogue(receiver);
      cases = whole.cases;
      walls.push(whole.wallMs);
      caseSums.push(whole.casesMs);
    }
    const rows: string[] = [];
    const ratios: number[] = [];
    for (let pair = 1; pair <= PAIRS; pair += 1) {
      // the order alternates so that neither always runs on a machine warmed by the other
      const sendFirst = pair % 2 === 0;
      const sent = sendFirst ? await sendCount(receiver) : undefined;
      const b = await burst(receiver);
      const s = sent ?? (await sendCount(receiver));
      ratios.push(b.perSecond / s.perSecond);
      rows.push(
        `| ${pair} | ${sendFirst ? 'send, check' : 'check, send'} | ${fmt(b.perSecond)} | ${fmt(b.p95Ms, 1)} | ${fmt(s.perSecond)} | ${fmt(s.p95Ms, 1)} | ${percent(b.perSecond / s.perSecond)} |`,
      );
    }
    const ratio = pct(ratios, 50);
    return {
      title: 'check: the catalogue against an SDK receiver (HTTPS, loopback)',
      markdown: [
        '`designhooks check` (the built CLI, `--ca`) against a local HTTPS receiver built on the SDK',
        '(`createReceiver` + `nodeHandler`, its own process). The catalogue without `load.burst`',
        `(${cases} cases, one request after another, each on a new TLS connection) is timed as the`,
        "sum of the cases' wall times and as the whole CLI process (start-up included); goal: under 3 s.",
        '',
        `\`load.burst\` with \`--burst ${BURST}\` is compared with`,
        `\`designhooks send --count ${BURST} --concurrency ${BURST}\` to the same receiver; goal: at least`,
        `80% of send's rate. Like for like: both put ${BURST} signed project.updated deliveries of about`,
        'the same size in flight at once, each on a new TLS connection (no session reuse) checked',
        "against `--ca`, with the same headers and the same request code. check's rate counts its",
        `whole case: building and signing ${BURST} distinct bodies (fresh ids), timing each answer;`,
        "send's counts from its first request to its last answer: one body, signed once before,",
        `each attempt written to its store. ${PAIRS} adjacent pairs, the order alternating; the ratio`,
        'is taken per pair.',
        '',
        '| pair | order | load.burst deliveries/s | p95 ms | send --count deliveries/s | p95 ms | burst / send |',
        '|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `The catalogue without load.burst: median of ${ROUNDS} rounds **${fmt(pct(caseSums, 50))} ms** of cases`,
        `(${fmt(pct(walls, 50))} ms for the whole process; rounds ${fmt(Math.min(...caseSums))}-${fmt(Math.max(...caseSums))} ms).`,
        `load.burst: median of ${PAIRS} pairs **${percent(ratio)}** of send --count's rate`,
        `(middle half ${percent(pct(ratios, 25))}-${percent(pct(ratios, 75))}, all pairs ${percent(Math.min(...ratios))}-${percent(Math.max(...ratios))}; goal 80%: ${ratio >= 0.8 ? 'met' : 'NOT met'}).`,
      ].join('\n'),
    };
  } finally {
    receiver.stop();
  }
}
