import { UnknownEventError } from '@designhooks/testing';
import { CommanderError } from 'commander';
import { oneLine } from '../text/one-line.ts';
import { terminalSafe } from '@designhooks/receiver';
import { createProgram } from './create-program.ts';

/**
 * Runs the CLI with `argv` and resolves with the exit code: errors a person can act on print
 * one `error: …` line on stderr (no stack trace); usage errors exit 2.
 *
 * @example
 * ```ts
 * process.exitCode = await main(process.argv);
 * ```
 */
export async function main(argv: string[]): Promise<number> {
  process.exitCode = 0;
  try {
    await createProgram().parseAsync(argv);
    return Number(process.exitCode ?? 0);
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander has printed its message already (or help / the version)
      return error.exitCode === 0 ? 0 : 2;
    }
    // an unknown event name (@designhooks/testing's error) is bad input, like a HarnessError's 400
    const exitCode =
      error instanceof UnknownEventError ? 2 : (error as { exitCode?: unknown }).exitCode;
    if (typeof exitCode === 'number' && typeof (error as { code?: unknown }).code === 'string') {
      process.stderr.write(`error: ${terminalSafe(oneLine((error as Error).message))}\n`);
      return exitCode;
    }
    process.stderr.write(
      `error: unexpected failure: ${terminalSafe(oneLine(String((error as Error)?.message ?? error)))}\n`,
    );
    if (process.env.DESIGNHOOKS_DEBUG) process.stderr.write(`${(error as Error)?.stack}\n`);
    return 1;
  }
}
