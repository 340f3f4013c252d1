import { spawn } from 'node:child_process';
import type { Command, Option } from 'commander';
import { createProgram } from '../../src/cli/create-program.ts';
import { binPath } from './run-cli.ts';

/** One leaf command of the program and the flags that take a value. */
export interface CommandShape {
  /** `['webhooks', 'create']`. */
  readonly path: string[];
  /** Positional arguments and required options filled with harmless values. */
  readonly baseline: string[];
  readonly valueFlags: ReadonlyArray<{
    readonly flag: string;
    readonly range: { min: number; max: number } | null;
  }>;
}

/**
 * Every leaf command of the real `designhooks` program, read from commander (a command added
 * later is walked without touching the tests), with a baseline argument vector that reaches
 * the command's action: sample values by argument or option name, `x` for names not known here.
 */
export function commandShapes(closedUrl: string): CommandShape[] {
  const shapes: CommandShape[] = [];
  const walk = (command: Command, path: string[]) => {
    for (const sub of command.commands) {
      const subPath = [...path, sub.name()];
      if (sub.commands.length > 0) {
        walk(sub, subPath);
        continue;
      }
      const options = sub.options as Option[];
      const baseline = [...subPath];
      for (const argument of sub.registeredArguments) {
        if (argument.required) baseline.push(SAMPLE_ARGUMENTS[argument.name()] ?? 'x');
      }
      for (const option of options) {
        if (option.mandatory) baseline.push(option.long!, sampleOption(option.long!, closedUrl));
      }
      if (options.some((o) => o.long === '--allow-http')) baseline.push('--allow-http');
      if (options.some((o) => o.long === '--retries')) baseline.push('--retries', '0');
      if (
        options.some((o) => o.long === '--port') &&
        !options.find((o) => o.long === '--port')!.mandatory
      )
        baseline.push('--port', '0');
      const valueFlags = options
        .filter((option) => option.required || option.optional)
        .map((option) => {
          const parse = option.parseArg as { min?: number; max?: number } | undefined;
          return {
            flag: option.long!,
            range:
              typeof parse?.min === 'number' && typeof parse.max === 'number'
                ? { min: parse.min, max: parse.max }
                : null,
          };
        });
      shapes.push({ path: subPath, baseline, valueFlags });
    }
  };
  walk(createProgram(), []);
  return shapes;
}

const SAMPLE_ARGUMENTS: Record<string, string> = {
  event: 'project.updated',
  'event|name': 'project.updated',
  id: 'wh_none',
  'file|-': '-',
};

function sampleOption(flag: string, closedUrl: string): string {
  if (flag === '--url') return closedUrl;
  if (flag === '--events') return 'project.updated';
  if (flag === '--secret') return 'k';
  if (flag === '--port') return '1';
  return 'x';
}

/** What one run of the CLI did. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Still running after it printed (a server such as `listen`): stopped with SIGTERM. */
  readonly serving: boolean;
  readonly ms: number;
}

/**
 * Runs the bin with `args` in `cwd`, with no stdin. A process that prints and keeps running for
 * `serveAfterMs` is a server that accepted its flags: it gets SIGTERM. One that is still running
 * after `hangMs` is killed and reported with code null.
 */
export function runBounded(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  hangMs = 20_000,
  serveAfterMs = 1_500,
): Promise<CliRun> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [binPath, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let serving = false;
    let serveTimer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      serveTimer ??= setTimeout(() => {
        serving = true;
        child.kill('SIGTERM');
      }, serveAfterMs);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const hang = setTimeout(() => child.kill('SIGKILL'), hangMs);
    // 'close', not 'exit': a process can exit before its stderr has been read to the end (seen
    // once in a fresh-clone CI run: exit 2 with an empty stderr for `send --concurrency 1001`).
    child.on('close', (code) => {
      clearTimeout(hang);
      clearTimeout(serveTimer);
      resolve({ code, stdout, stderr, serving, ms: performance.now() - started });
    });
  });
}

/** Runs `jobs` with at most `limit` at once (the machine is shared: keep it small). */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  job: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await job(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
