// Cold start: a fresh Node process per run, alternating the receiver and @octokit/webhooks.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { readFixture } from '@designhooks/schemas';
import { sign } from '@designhooks/receiver';
import { installPackage } from '../packages/receiver/test/runtime-matrix/install-package.ts';
import { median, ratio } from './receiver/measure-interleaved.ts';

// 41, not the 15 the target asks for at least: a run's median still moves by 0.1x between full
// bench runs on this shared 2-core machine, and more runs narrow it.
const RUNS = 41;
const SECRET = 'bench-signing-key-0123456789abcdef';
const root = join(import.meta.dirname, '..');

export async function run(): Promise<{ title: string; markdown: string }> {
  // The receiver as a user installs it (built, by package name), octokit from the repository.
  const project = installPackage();
  try {
    symlinkSync(join(root, 'node_modules', '@octokit'), join(project, 'node_modules', '@octokit'));
    for (const child of ['receiver-child.mjs', 'octokit-child.mjs'])
      cpSync(join(import.meta.dirname, 'cold-start', child), join(project, child));
    const fixture = join(root, 'schemas', 'fixtures', 'project.updated.json');
    const args = [fixture, sign(readFixture('project.updated'), SECRET), SECRET];
    const once = (child: string) => {
      const [script, extra] =
        child === 'unvalidated-child.mjs' ? ['receiver-child.mjs', ['off']] : [child, []];
      const [wall, cpu] = execFileSync(process.execPath, [script, ...args, ...extra], {
        cwd: project,
        encoding: 'utf8',
        timeout: 30_000,
      })
        .trim()
        .split(' ')
        .map(Number);
      return { wall: wall!, cpu: cpu! };
    };
    once('receiver-child.mjs'); // warms the file system cache for both
    once('octokit-child.mjs');
    type Sample = { wall: number; cpu: number };
    const samples = {
      receiver: [] as Sample[],
      octokit: [] as Sample[],
      unvalidated: [] as Sample[],
    };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so drift on a shared machine hits all alike.
      const order =
        i % 2
          ? (['octokit', 'receiver', 'unvalidated'] as const)
          : (['receiver', 'octokit', 'unvalidated'] as const);
      for (const who of order) samples[who].push(once(`${who}-child.mjs`));
    }
    const wall = (who: keyof typeof samples) => median(samples[who].map((s) => s.wall));
    const cpu = (who: keyof typeof samples) => median(samples[who].map((s) => s.cpu));
    const receiver = wall('receiver');
    const octokit = wall('octokit');
    const cpuRatio = cpu('receiver') / cpu('octokit');
    // The spread: each round's receiver over the octokit run beside it.
    const paired = samples.receiver
      .map((s, i) => s.wall / samples.octokit[i]!.wall)
      .sort((a, b) => a - b);
    const quartile = (q: number) => paired[Math.round(q * (paired.length - 1))]!;
    const markdown = [
      `Each run is a fresh Node ${process.version} process (${RUNS} runs each, alternating); the span is from just before`,
      '`import()` of the package to the first handled delivery: `@designhooks/receiver` (built, imported by name:',
      '`createReceiver`, then `receive` of a signed `project.updated`, verified and validated, 200) against',
      '@octokit/webhooks (`new Webhooks({ secret })`, then `verifyAndReceive` of the same bytes).',
      '',
      'Wall-clock time is the span itself; CPU time (`process.cpuUsage`, all threads) is what the process spent',
      'in it, which other load on a shared machine disturbs far less.',
      '',
      '| what | median wall ms | median CPU ms |',
      '|---|---:|---:|',
      `| @designhooks/receiver: import + createReceiver + first validated receive | ${receiver.toFixed(2)} | ${cpu('receiver').toFixed(2)} |`,
      `| @octokit/webhooks: import + new Webhooks + first verifyAndReceive | ${octokit.toFixed(2)} | ${cpu('octokit').toFixed(2)} |`,
      `| where the difference goes: the receiver with \`validation: 'off'\` (no validator module to import and run) | ${wall('unvalidated').toFixed(2)} | ${cpu('unvalidated').toFixed(2)} |`,
      '',
      `Target: ≤ 1.5× octokit: **${ratio(receiver / octokit)}** wall-clock (${receiver / octokit <= 1.5 ? 'met' : 'NOT met'}), ` +
        `**${ratio(cpuRatio)}** in CPU time (${cpuRatio <= 1.5 ? 'met' : 'NOT met'}); ` +
        `round by round, the receiver took ${ratio(quartile(0.25))}–${ratio(quartile(0.75))} of the octokit run beside it (middle half).`,
    ].join('\n');
    return { title: 'Cold start (fresh process, first validated delivery)', markdown };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
