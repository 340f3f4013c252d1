import { sign } from '@designhooks/receiver';
import type { CommandContext } from '../../command-context.ts';
import { readBodyArgument } from '../../options/read-body-argument.ts';
import { secretFrom } from '../../options/secret-options.ts';
import type { SignOptions } from './sign-command.ts';

/**
 * `designhooks sign` prints the hex signature of a body, over its raw bytes as the platform
 * signs.
 *
 * @example
 * ```ts
 * await run({ path: ['sign'], args: ['body.json'], options: { secret: 'key' }, ... });
 * ```
 */
export async function run(context: CommandContext<SignOptions>): Promise<number> {
  const secret = secretFrom(context.options, { required: true });
  const body = await readBodyArgument(context);
  context.out(`${sign(body, secret)}\n`);
  return 0;
}
