// How fast `designhooks --help` starts: the bin running its prebuilt bundle, beside Node's own
// start (the floor) and the same CLI run from TypeScript sources through tsx (what the bundle
// avoids). Runs alternate between contenders so that the machine's load hits them alike.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RUNS = 15;
const bin = fileURLToPath(new URL('../harness/bin/designhooks.js', import.meta.url));
const sources = fileURLToPath(new URL('../harness/src/cli/run-cli.ts', import.meta.url));
const GOAL_MS = 300;

interface Contender {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  runs: number;
}

const contenders: Contender[] = [
  { name: 'node -e 0 (Node start, the floor)', args: ['-e', '0'], runs: RUNS },
  { name: '`designhooks --help` (bin → bundle)', args: [bin, '--help'], runs: RUNS },
  { name: '`designhooks send --help` (bin → bundle)', args: [bin, 'send', '--help'], runs: RUNS },
  {
    name: '`designhooks --help` from sources via tsx',
    args: ['--conditions=designhooks-source', '--import', 'tsx', sources, '--help'],
    runs: 5,
  },
];

function time(contender: Contender): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, contender.args, {
    env: { ...process.env, ...contender.env },
    encoding: 'utf8',
  });
  const elapsed = performance.now() - started;
  if (result.status !== 0)
    throw new Error(`${contender.name} exited ${result.status}: ${result.stderr}`);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export async function run(): Promise<{ title: string; markdown: string }> {
  time(contenders[1] as Contender); // warm-up (npm run bench builds the bundle first)
  const samples = new Map<Contender, number[]>(contenders.map((c) => [c, []]));
  for (let i = 0; i < RUNS; i += 1) {
    for (const contender of contenders)
      if (i < contender.runs) samples.get(contender)?.push(time(contender));
  }
  const floor = median(samples.get(contenders[0] as Contender) ?? []);
  const help = median(samples.get(contenders[1] as Contender) ?? []);
  const rows = contenders.map((contender) => {
    const values = samples.get(contender) ?? [];
    const m = median(values);
    return `| ${contender.name} | ${values.length} | ${m.toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} | ${(m / floor).toFixed(2)}× |`;
  });
  return {
    title: 'CLI start-up: designhooks --help',
    markdown: [
      'Wall time of a whole process, spawned from the benchmark: `node harness/bin/designhooks.js --help`. The bin',
      'loads the prebuilt esbuild bundle it ships with (harness/bundle/, built by `npm run build`) whose commands',
      `import their implementations lazily. Goal: median under ${GOAL_MS} ms.`,
      '',
      '| command | runs | median ms | min ms | max ms | vs node floor |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      `Median of \`designhooks --help\`: **${help.toFixed(0)} ms** (goal < ${GOAL_MS} ms: ${help < GOAL_MS ? 'met' : 'NOT met'}), ${(help - floor).toFixed(0)} ms above Node's own start.`,
    ].join('\n'),
  };
}
