// Cold start: a fresh Node process per run, alternating the receiver and @octokit/webhooks, each
// with and without a turn of the event loop before its first delivery (why: the markdown below).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readFixture } from '@designhooks/schemas';
import { sign } from '@designhooks/receiver';
import { installWorkspaces } from '@designhooks/test-support';
import { median, ratio } from './receiver/measure-interleaved.ts';

// 41, not the 15 the target asks for at least: a run's median still moves by 0.1x between full
// bench runs on this shared 2-core machine, and more runs narrow it.
const RUNS = 41;
const SECRET = 'bench-signing-key-0123456789abcdef';
const root = join(import.meta.dirname, '..');

/** Each contender: its script in bench/cold-start/ and its arguments after the common ones. */
const CHILDREN = {
  receiver: ['receiver-child.mjs', ['reject', 'turn']],
  octokit: ['octokit-child.mjs', ['turn']],
  unvalidated: ['receiver-child.mjs', ['off', 'turn']],
  'receiver, no turn': ['receiver-child.mjs', ['reject', 'no-turn']],
  'octokit, no turn': ['octokit-child.mjs', ['no-turn']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;
type Who = keyof typeof CHILDREN;
type Sample = { wall: number; cpu: number };

/** The receiver's medians over octokit's, and the middle half of the ratios run by run. */
function compare(receiver: Sample[], octokit: Sample[]) {
  const of = (key: keyof Sample, samples: Sample[]) => median(samples.map((s) => s[key]));
  const paired = receiver.map((s, i) => s.wall / octokit[i]!.wall).sort((a, b) => a - b);
  const quartile = (q: number) => paired[Math.round(q * (paired.length - 1))]!;
  return {
    wall: of('wall', receiver) / of('wall', octokit),
    cpu: of('cpu', receiver) / of('cpu', octokit),
    middleHalf: `${ratio(quartile(0.25))}–${ratio(quartile(0.75))}`,
  };
}

export async function run(): Promise<{ title: string; markdown: string }> {
  // The receiver as a user installs it (built, by package name), octokit from the repository.
  const project = await installWorkspaces(['packages/receiver']);
  try {
    symlinkSync(join(root, 'node_modules', '@octokit'), join(project, 'node_modules', '@octokit'));
    for (const child of ['receiver-child.mjs', 'octokit-child.mjs'])
      cpSync(join(import.meta.dirname, 'cold-start', child), join(project, child));
    const fixture = join(root, 'schemas', 'fixtures', 'project.updated.json');
    const args = [fixture, sign(readFixture('project.updated'), SECRET), SECRET];
    const spawn = (who: Who, flags: string[] = []) => {
      const [script, extra] = CHILDREN[who];
      return execFileSync(process.execPath, [...flags, script, ...args, ...extra], {
        cwd: project,
        encoding: 'utf8',
        timeout: 30_000,
      });
    };
    const once = (who: Who) => {
      const [wall, cpu] = spawn(who).trim().split(' ').map(Number);
      return { wall: wall!, cpu: cpu! };
    };
    // The startup's pending collection in one child, as node --trace-gc prints it on stdout: how
    // long it took, and whether it ran inside the span (its line before the child's timing line).
    const collectionIn = (who: Who) => {
      const lines = spawn(who, ['--trace-gc']).trim().split('\n');
      const gc = lines.findIndex((line) => /Scavenge.* task/.test(line));
      const timing = lines.findIndex((line) => /^[\d.]+ [\d.]+$/.test(line));
      if (gc === -1) return `${who}: none`;
      const ms = /MB, ([\d.]+) \//.exec(lines[gc]!)?.[1] ?? '?';
      return `${who}: ${ms} ms, ${gc < timing ? 'inside the span' : 'after it'}`;
    };
    once('receiver'); // warms the file system cache for both
    once('octokit');
    const whos = Object.keys(CHILDREN) as Who[];
    const samples = Object.fromEntries(whos.map((who) => [who, [] as Sample[]])) as Record<
      Who,
      Sample[]
    >;
    for (let i = 0; i < RUNS; i++) {
      // Alternate the order, so drift on a shared machine hits all alike.
      for (const who of i % 2 ? [...whos].reverse() : whos) samples[who].push(once(who));
    }
    const wall = (who: Who) => median(samples[who].map((s) => s.wall));
    const cpu = (who: Who) => median(samples[who].map((s) => s.cpu));
    const row = (label: string, who: Who) =>
      `| ${label} | ${wall(who).toFixed(2)} | ${cpu(who).toFixed(2)} |`;
    const collections = whos.map(collectionIn).join('; ');
    const judged = compare(samples.receiver, samples.octokit);
    const unturned = compare(samples['receiver, no turn'], samples['octokit, no turn']);
    const markdown = [
      `Each run is a fresh Node ${process.version} process (${RUNS} runs each, in alternating order); the span is from just`,
      'before `import()` of the package to the first handled delivery: `@designhooks/receiver` (built, imported by',
      'name: `createReceiver`, `on`, then `receive` of a signed `project.updated`, verified and validated, 200) against',
      '@octokit/webhooks (`new Webhooks({ secret })`, `on`, then `verifyAndReceive` of the same bytes). Between `on`',
      "and the first delivery each child lets the event loop turn once (`setImmediate`), as a server's loop does",
      'between `listen()` and its first request.',
      '',
      'Why the turn: starting Node and importing a package leaves a young-generation garbage collection scheduled as',
      "a task (`Scavenge … task` under `node --trace-gc`), which runs at the event loop's first turn. Without the turn,",
      "the receiver's first delivery turns the loop (it waits for its validator's file) and pays that collection inside",
      "the span, while octokit's first delivery completes in microtasks and its collection runs after the span. The",
      'last two rows measure that way, for comparison. One child of each kind under `--trace-gc` in this run, its',
      `startup collection: ${collections}.`,
      '',
      'Wall-clock time is the span itself; CPU time (`process.cpuUsage`, all threads) is what the process spent',
      'in it, which other load on a shared machine disturbs far less.',
      '',
      '| what | median wall ms | median CPU ms |',
      '|---|---:|---:|',
      row('@designhooks/receiver: import + createReceiver + first validated receive', 'receiver'),
      row('@octokit/webhooks: import + new Webhooks + first verifyAndReceive', 'octokit'),
      row(
        "where the difference goes: the receiver with `validation: 'off'` (no validator module to import and run)",
        'unvalidated',
      ),
      row('the receiver, without the turn (pays the pending collection)', 'receiver, no turn'),
      row('octokit, without the turn (its collection runs after the span)', 'octokit, no turn'),
      '',
      `Target: ≤ 1.5× octokit: **${ratio(judged.wall)}** wall-clock (${judged.wall <= 1.5 ? 'met' : 'NOT met'}), ` +
        `**${ratio(judged.cpu)}** in CPU time (${judged.cpu <= 1.5 ? 'met' : 'NOT met'}); ` +
        `round by round, the receiver took ${judged.middleHalf} of the octokit run beside it (middle half). ` +
        `Without the turn: ${ratio(unturned.wall)} wall-clock, ${ratio(unturned.cpu)} CPU time (middle half ${unturned.middleHalf}).`,
    ].join('\n');
    return { title: 'Cold start (fresh process, first validated delivery)', markdown };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
