// Scenarios: generating the busy day (1,000 coherent deliveries on a seeded world), and
// `designhooks scenario run busy-day` against `designhooks send --count 1000` to the same SDK
// receiver (its own process, HTTPS, --ca) in the same run.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFixture } from '@designhooks/schemas';
import { serializeDelivery } from '@designhooks/testing';
import { loadScenario } from '../harness/src/scenario/load-scenario.ts';
import { planScenario } from '../harness/src/scenario/plan-scenario.ts';
import { startReceiver } from './harness/start-receiver.ts';

const SECRET = 'bench-signing-key';
const START = '2026-01-05T09:00:00Z';
const GENERATE_ROUNDS = 15;
const SEND_ROUNDS = 3;
const bin = fileURLToPath(new URL('../harness/bin/designhooks.js', import.meta.url));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The busy day planned: world actions, serialisation, Go escaping (the scenario parsed once, as the CLI does). */
function generateBusyDay(seed: number): number {
  const scenario = loadScenario('busy-day');
  const started = performance.now();
  const plan = planScenario(scenario, { seed, start: START });
  const elapsed = performance.now() - started;
  if (plan.deliveries.length !== 1000) throw new Error('busy day is not 1,000 deliveries');
  return elapsed;
}

/** The floor: 1,000 bodies from a stored fixture, parsed and serialised as the platform sends them. */
function floorThousandBodies(): number {
  const bytes = readFixture('comment.created').toString('utf8');
  const started = performance.now();
  for (let index = 0; index < 1000; index += 1) {
    const body = JSON.parse(bytes) as { createdAt: string };
    body.createdAt = START;
    Buffer.from(serializeDelivery(body), 'utf8');
  }
  return performance.now() - started;
}

/** Runs the CLI with --json and returns its deliveries per second and count of 2xx. */
function cli(args: string[]): Promise<{ perSecond: number; ok: number; count: number }> {
  const stateDir = mkdtempSync(join(tmpdir(), 'designhooks-bench-state-'));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [bin, ...args, '--json', '--state-dir', stateDir],
      { maxBuffer: 1 << 22 },
      (error, stdout, stderr) => {
        if (error && !stdout) return reject(new Error(`designhooks ${args[0]} failed: ${stderr}`));
        const summary = JSON.parse(stdout) as Record<string, number>;
        resolve({
          perSecond: summary.perSecond!,
          ok: summary.ok ?? summary.succeeded!,
          count: summary.deliveries ?? summary.count!,
        });
      },
    );
  });
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

export async function run(): Promise<{ title: string; markdown: string }> {
  generateBusyDay(0); // warm-up: Ajv compile, JIT
  floorThousandBodies();
  const generated: number[] = [];
  const floors: number[] = [];
  for (let round = 1; round <= GENERATE_ROUNDS; round += 1) {
    generated.push(generateBusyDay(round));
    floors.push(floorThousandBodies());
  }
  const generateMs = median(generated);
  const floorMs = median(floors);

  const receiver = await startReceiver(SECRET);
  try {
    const trust = ['--secret', SECRET, '--ca', receiver.caFile];
    const contenders: [string, () => Promise<{ perSecond: number; ok: number; count: number }>][] =
      [
        [
          'scenario run busy-day',
          () =>
            cli([
              'scenario',
              'run',
              'busy-day',
              '--url',
              receiver.url,
              ...trust,
              '--seed',
              '1',
              '--start',
              START,
            ]),
        ],
        [
          'send --count 1000 --concurrency 1',
          () =>
            cli([
              'send',
              'comment.created',
              '--url',
              receiver.url,
              ...trust,
              '--count',
              '1000',
              '--concurrency',
              '1',
            ]),
        ],
        [
          'send --count 1000 (concurrency 10)',
          () =>
            cli(['send', 'comment.created', '--url', receiver.url, ...trust, '--count', '1000']),
        ],
      ];
    for (const [, go] of contenders) await go(); // warm-up: bundle, TLS, the receiver's validators
    const rows: { round: number; client: string; perSecond: number; ok: number; count: number }[] =
      [];
    for (let round = 1; round <= SEND_ROUNDS; round += 1) {
      // the order alternates between rounds so that drift in the machine's load evens out
      for (const [client, go] of round % 2 ? contenders : [...contenders].reverse())
        rows.push({ round, client, ...(await go()) });
    }
    const mean = (client: string) => {
      const picked = rows.filter((row) => row.client === client);
      return picked.reduce((sum, row) => sum + row.perSecond, 0) / picked.length;
    };
    const scenarioRate = mean('scenario run busy-day');
    const oneRate = mean('send --count 1000 --concurrency 1');
    const tenRate = mean('send --count 1000 (concurrency 10)');
    return {
      title: 'Scenarios: generating the busy day, and scenario run vs send --count',
      markdown: [
        `Generating the busy day (\`planScenario\` of the built-in: 1,000 world actions, each body serialised with Go's`,
        `escaping; median of ${GENERATE_ROUNDS} seeds): **${fmt(generateMs, 1)} ms** (goal: under 200 ms). The floor, 1,000 bodies parsed`,
        `from a stored fixture and serialised the same way: ${fmt(floorMs, 1)} ms (${fmt(generateMs / floorMs, 1)}x; the world also builds`,
        'the objects, ids and commits, and copies each body).',
        '',
        '`designhooks scenario run busy-day` against `designhooks send --count 1000` (the real CLI processes, each',
        'recording every attempt in its store) to one local HTTPS receiver built on the SDK in its own process,',
        '`--ca` trusted, every delivery signed. A scenario sends one delivery at a time, in order (only a burst',
        'step puts several in flight), so the like-for-like rate is `send` with `--concurrency 1`.',
        '',
        '| round | client | deliveries (2xx) | deliveries/s |',
        '|---|---|---|---|',
        ...rows.map(
          (row) =>
            `| ${row.round} | ${row.client} | ${row.count} (${row.ok}) | ${fmt(row.perSecond)} |`,
        ),
        '',
        `Mean over ${SEND_ROUNDS} rounds: scenario run ${fmt(scenarioRate)}/s, send --concurrency 1 ${fmt(oneRate)}/s:`,
        `**${fmt((scenarioRate / oneRate) * 100)}%** (goal: at least 80%). Against send's default 10 in flight (${fmt(tenRate)}/s):`,
        `${fmt((scenarioRate / tenRate) * 100)}%, the price of keeping the order the scenario declares.`,
      ].join('\n'),
    };
  } finally {
    receiver.stop();
  }
}
