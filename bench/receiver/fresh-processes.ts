// Why: the same benchmark measures differently from one process to the next (where V8 places
// code and data, which contender's calls warmed a shared Node internal first): `receive` over
// its floor ranged from 1.02x to 1.42x in eight runs of one process each, the floor alone from
// 6.3 to 9.5 µs. A figure from several fresh processes, with its spread, holds; one does not.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Samples } from './measure-interleaved.ts';

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
