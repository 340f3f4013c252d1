import { readInputFile, readLimited } from '../../body/resolve-fixture.ts';
import type { CommandContext } from '../command-context.ts';

/**
 * Reads the body a command works on: the file named by its first argument, or stdin when the
 * argument is `-` or absent; either up to the receiver's body limit (`sign - < /dev/zero` ends
 * with one error, not a full memory).
 *
 * @example
 * ```ts
 * const body = await readBodyArgument(context); // Buffer
 * ```
 */
export async function readBodyArgument(
  context: Pick<CommandContext, 'args' | 'stdin'>,
): Promise<Buffer> {
  const file = context.args[0];
  if (file === undefined || file === '-') return readLimited(context.stdin, 'stdin');
  return readInputFile(file, 'body file');
}
