// Why: the same benchmark measures differently from one process to the next (where V8 places
// code and data, which contender's calls warmed a shared Node internal first): `receive` over
// its floor ranged from 1.02x to 1.42x in eight runs of one process each, the floor alone from
// 6.3 to 9.5 µs. A figure from several fresh processes, with its spread, holds; one does not.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, micros, pairedRatio, ratio, type Samples } from './measure-interleaved.ts';

const child = fileURLToPath(new URL('./measure-child.ts', import.meta.url));

/**
 * Runs `exportName` of the module at `moduleUrl` (an async function returning named `Samples`)
 * in `count` fresh processes, one after the other, and returns what each measured.
 */
export function inFreshProcesses(
  moduleUrl: string,
  exportName: string,
  count: number,
): Record<string, Samples>[] {
  const runs: Record<string, Samples>[] = [];
  for (let i = 0; i < count; i++) {
    const run = spawnSync(process.execPath, [...process.execArgv, child, moduleUrl, exportName], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 16 * 2 ** 20,
    });
    if (run.status !== 0)
      throw new Error(`${exportName} failed in a fresh process (${run.status})`);
    const parsed = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<
      string,
      Record<string, number[]>
    >;
    runs.push(
      Object.fromEntries(
        Object.entries(parsed).map(([set, samples]) => [set, new Map(Object.entries(samples))]),
      ),
    );
  }
  return runs;
}

/** One contender over the processes: what the benches' tables and targets read. */
export interface AcrossProcesses {
  /** Its median time per operation (µs): the median over the processes of each one's median. */
  micros: number;
  /** Its paired ratio to the base in each process, lowest first. */
  ratios: number[];
  /** The median of `ratios`: the figure a target is judged on. */
  ratio: number;
  /** `ratios`' lowest and highest, as `0.97×–1.03×`. */
  spread: string;
}

/** `key` against `base` over the processes' samples of one comparison (see inFreshProcesses). */
export function acrossProcesses(runs: Samples[], key: string, base: string): AcrossProcesses {
  const ratios = runs.map((samples) => pairedRatio(samples, key, base)).sort((a, b) => a - b);
  return {
    micros: median(runs.map((samples) => median(samples.get(key)!))),
    ratios,
    ratio: median(ratios),
    spread: `${ratio(ratios[0]!)}–${ratio(ratios.at(-1)!)}`,
  };
}

/** A table row: label, µs per operation, operations per second, median ratio, spread. */
export function processRow(label: string, figures: AcrossProcesses): string {
  const perSecond = Math.round(1e6 / figures.micros).toLocaleString('en-US');
  return `| ${label} | ${micros(figures.micros)} | ${perSecond} | ${ratio(figures.ratio)} | ${figures.spread} |`;
}
