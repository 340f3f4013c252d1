import type { Command } from 'commander';
import { terminalSafe } from '@designhooks/receiver';

/** The program's own options, which every command's action gets with its own. */
export interface GlobalOptions {
  /** `--state-dir <dir>`. */
  stateDir?: string | undefined;
}

/**
 * What a command's action gets: its arguments, its typed options (with the global ones) and
 * output. `Options` is the command's flag interface, declared beside its commander definition.
 */
export interface CommandContext<Options extends object = GlobalOptions> {
  /** The command's name path below the program: `['webhooks', 'create']`, `['send']`. */
  path: string[];
  args: string[];
  options: Options & GlobalOptions;
  /** The `--state-dir` flag as given (resolved later by resolveStateDir). */
  stateDirFlag: string | undefined;
  /** Writes to stdout / stderr, with control characters escaped (terminalSafe). */
  out: (text: string) => void;
  err: (text: string) => void;
  /** Stdin's bytes as they arrive (for `-` file arguments): read with a bound, never whole. */
  stdin: AsyncIterable<Uint8Array>;
}

/** A command's implementation: resolves with the process exit code. */
export type CommandRun<Options extends object = GlobalOptions> = (
  context: CommandContext<Options>,
) => Promise<number> | number;

/**
 * Wraps a lazily imported implementation as a commander action, so `designhooks --help` loads
 * no command's dependencies. The exit code the implementation returns becomes the process's.
 * The implementation's options type is the command's flag interface: commander parsed the
 * flags that the command's definition declares, so `optsWithGlobals` is read as that interface.
 *
 * @example
 * ```ts
 * new Command('send').action(lazyAction(async () => (await import('./send-action.ts')).run));
 * ```
 */
export function lazyAction<Options extends object>(
  load: () => Promise<CommandRun<Options>>,
): (...args: unknown[]) => Promise<void> {
  return async (...args: unknown[]) => {
    const command = args.at(-1) as Command;
    const options = command.optsWithGlobals<Options & GlobalOptions>();
    const positional = args
      .slice(0, -2)
      .flatMap((arg) => (arg === undefined ? [] : Array.isArray(arg) ? arg : [arg]));
    const run = await load();
    const path: string[] = [];
    for (let at: Command | null = command; at?.parent; at = at.parent) path.unshift(at.name());
    process.exitCode = await run({
      path,
      args: positional as string[],
      options,
      stateDirFlag: options.stateDir,
      // every string a command prints may hold network bytes: escaped here, once, for all of them
      out: (text) => process.stdout.write(terminalSafe(text)),
      err: (text) => process.stderr.write(terminalSafe(text)),
      stdin: process.stdin,
    });
  };
}
