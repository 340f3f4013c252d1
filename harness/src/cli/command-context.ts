import type { Command } from 'commander';
import { readLimited } from '../body/resolve-fixture.ts';
import { terminalSafe } from '../text/terminal-safe.ts';

/** What a command's action gets: its arguments, its options (with the global ones) and output. */
export interface CommandContext {
  /** The command's name path below the program: `['webhooks', 'create']`, `['send']`. */
  path: string[];
  args: string[];
  options: Record<string, any>;
  /** The `--state-dir` flag as given (resolved later by resolveStateDir). */
  stateDirFlag: string | undefined;
  /** Writes to stdout / stderr, with control characters escaped (terminalSafe). */
  out: (text: string) => void;
  err: (text: string) => void;
  /** Reads stdin fully (for `-` file arguments). */
  stdin: () => Promise<Buffer>;
}

/** A command's implementation: resolves with the process exit code. */
export type CommandRun = (context: CommandContext) => Promise<number> | number;

/**
 * Wraps a lazily imported implementation as a commander action, so `designhooks --help` loads
 * no command's dependencies. The exit code the implementation returns becomes the process's.
 *
 * @example
 * ```ts
 * new Command('send').action(lazyAction(() => import('./send-action.ts')));
 * ```
 */
export function lazyAction(
  load: () => Promise<{ run: CommandRun }>,
): (...args: unknown[]) => Promise<void> {
  return async (...args: unknown[]) => {
    const command = args.at(-1) as Command;
    const options = command.optsWithGlobals();
    const positional = args
      .slice(0, -2)
      .flatMap((arg) => (arg === undefined ? [] : Array.isArray(arg) ? arg : [arg]));
    const { run } = await load();
    const path: string[] = [];
    for (let at: Command | null = command; at?.parent; at = at.parent) path.unshift(at.name());
    process.exitCode = await run({
      path,
      args: positional as string[],
      options,
      stateDirFlag: options.stateDir as string | undefined,
      // every string a command prints may hold network bytes: escaped here, once, for all of them
      out: (text) => process.stdout.write(terminalSafe(text)),
      err: (text) => process.stderr.write(terminalSafe(text)),
      stdin: readStdin,
    });
  };
}

// bounded: `designhooks validate - < /dev/zero` must not fill memory
function readStdin(): Promise<Buffer> {
  return readLimited(process.stdin, 'stdin');
}
