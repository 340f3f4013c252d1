// Why: on a 2-core machine a load generator and the server it measures otherwise share cores as
// the scheduler likes. When both land on one core, each evicts the other's code and data from
// that core's caches, and the server's CPU per request then depends on where the scheduler put
// it more than on its own code. Giving each its own CPU (taskset, from util-linux, in Debian's
// base system) measures what a server costs on a core of its own, as in production.
import { spawnSync } from 'node:child_process';

/** The CPUs the load generator and the servers run on, or why they are not pinned. */
export type CpuPinning =
  { pinned: true; clientCpu: number; serverCpu: number } | { pinned: false; reason: string };

/**
 * Moves this process (every thread of it: the load generator) to the first CPU it may use and
 * reserves the second for the servers; answers why not when there are fewer than two CPUs or
 * taskset is missing or refused.
 *
 * @example
 * ```ts
 * const pinning = pinLoadGenerator();
 * if (!pinning.pinned) console.log(`not pinned: ${pinning.reason}`);
 * ```
 */
export function pinLoadGenerator(): CpuPinning {
  const query = spawnSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  if (query.error || query.status !== 0)
    return { pinned: false, reason: 'taskset (util-linux) is not there' };
  const cpus = cpuList(query.stdout.slice(query.stdout.lastIndexOf(':') + 1));
  if (cpus.length < 2) return { pinned: false, reason: 'fewer than two CPUs to use' };
  const [clientCpu, serverCpu] = cpus as [number, number];
  const move = spawnSync('taskset', ['-a', '-c', '-p', String(clientCpu), String(process.pid)], {
    encoding: 'utf8',
  });
  if (move.status !== 0)
    return { pinned: false, reason: `taskset refused: ${move.stderr.trim().split('\n')[0]}` };
  return { pinned: true, clientCpu, serverCpu };
}

/**
 * The command and arguments that run `command` on the servers' CPU (through taskset) when
 * pinned; otherwise the command unchanged.
 *
 * @example
 * ```ts
 * const [command, args] = onServerCpu(pinLoadGenerator(), process.execPath, ['server.js']);
 * spawn(command, args);
 * ```
 */
export function onServerCpu(
  pinning: CpuPinning,
  command: string,
  args: string[],
): [string, string[]] {
  return pinning.pinned
    ? ['taskset', ['-c', String(pinning.serverCpu), command, ...args]]
    : [command, args];
}

/** `0-2,5` → [0, 1, 2, 5]: the list format taskset prints. */
function cpuList(text: string): number[] {
  return text
    .trim()
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Number.isInteger(from) && Number.isInteger(to)
        ? Array.from({ length: to! - from! + 1 }, (_, i) => from! + i)
        : [];
    });
}
