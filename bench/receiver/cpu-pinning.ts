// Why: on a 2-core machine a load generator and the server it measures otherwise share cores as
// the scheduler likes. When both land on one core, each evicts the other's code and data from
// that core's caches, and the server's CPU per request then depends on where the scheduler put
// it more than on its own code. Giving each its own CPU (taskset, from util-linux, in Debian's
// base system) measures what a server costs on a core of its own, as in production.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Whether processes can be pinned here, and if not, why (for the benchmark's text). */
export interface CpuPinning {
  available: boolean;
  reason: string;
}

/**
 * Checks once whether `taskset` runs and the machine has at least two CPUs.
 *
 * @example
 * ```ts
 * const pinning = cpuPinning();
 * if (!pinning.available) console.log(`not pinned: ${pinning.reason}`);
 * ```
 */
export function cpuPinning(): CpuPinning {
  if (availableParallelism() < 2) return { available: false, reason: 'fewer than two CPUs' };
  const probe = spawnSync('taskset', ['-p', String(process.pid)], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { available: false, reason: 'taskset (util-linux) not found' };
  return { available: true, reason: '' };
}

/**
 * The command and arguments that run `command` on CPU `cpu` (through taskset) when pinning is
 * available; otherwise the command unchanged.
 *
 * @example
 * ```ts
 * const [command, args] = onCpu(cpuPinning(), 1, process.execPath, ['server.js']);
 * spawn(command, args);
 * ```
 */
export function onCpu(pinning: CpuPinning, cpu: number, command: string, args: string[]): [string, string[]] {
  return pinning.available ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

/**
 * Moves this process, every thread of it, to CPU `cpu` when pinning is available.
 *
 * @example
 * ```ts
 * pinThisProcess(cpuPinning(), 0); // the load generator on CPU 0
 * ```
 */
export function pinThisProcess(pinning: CpuPinning, cpu: number): void {
  if (!pinning.available) return;
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset could not move the benchmark to CPU ${cpu}: ${result.stderr.trim()}`);
}
