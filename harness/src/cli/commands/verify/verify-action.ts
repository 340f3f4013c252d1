import { verifySignature } from '@designhooks/receiver';
import type { CommandContext } from '../../command-context.ts';
import { readBodyArgument } from '../../options/read-body-argument.ts';
import type { VerifyOptions } from './verify-command.ts';

/**
 * `designhooks verify` checks a signature over the raw bytes of a body in constant time, as the
 * platform signs: exit 0 valid, 1 invalid.
 *
 * @example
 * ```ts
 * await run({ path: ['verify'], args: ['body.json'], options: { secret: 'key', signature: 'ef03…' }, ... });
 * ```
 */
export async function run(context: CommandContext<VerifyOptions>): Promise<number> {
  const body = await readBodyArgument(context);
  const { secret, signature } = context.options;
  if (verifySignature(body, signature.trim().toLowerCase(), secret)) {
    context.out('valid signature\n');
    return 0;
  }
  context.err('error: invalid signature: it does not match this body and key\n');
  return 1;
}
