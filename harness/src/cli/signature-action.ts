import { sign, verifySignature } from '@designhooks/receiver';
import type { CommandContext } from './command-context.ts';
import { readBodyArgument } from './read-body-argument.ts';

/**
 * `designhooks sign` prints the hex signature of a body; `designhooks verify` checks one in
 * constant time (exit 0 valid, 1 invalid). Both over the raw bytes, as the platform signs.
 *
 * @example
 * ```ts
 * await run({ path: ['sign'], args: ['body.json'], options: { secret: 'key' }, ... });
 * ```
 */
export async function run(context: CommandContext): Promise<number> {
  const body = await readBodyArgument(context);
  const { secret, signature } = context.options as { secret: string; signature?: string };
  if (context.path[0] === 'sign') {
    context.out(`${sign(body, secret)}\n`);
    return 0;
  }
  if (verifySignature(body, signature?.trim().toLowerCase(), secret)) {
    context.out('valid signature\n');
    return 0;
  }
  context.err('error: invalid signature: it does not match this body and key\n');
  return 1;
}
