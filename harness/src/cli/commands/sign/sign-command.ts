import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { addSecretOptions, type SecretOptions } from '../../options/secret-options.ts';

/** The flags of `designhooks sign`, as commander parses them. */
export type SignOptions = SecretOptions;

/**
 * `designhooks sign --secret <key> [file|-]`: the delivery signature of a body, by hand.
 *
 * @example
 * ```ts
 * program.addCommand(signCommand());
 * ```
 */
export function signCommand(): Command {
  const command = new Command('sign').summary('print the signature header value of a body');
  return addSecretOptions(command, 'signing key')
    .argument('[file|-]', 'body file; stdin when absent or -')
    .addHelpText('after', '\nExample:\n  $ designhooks sign --secret-file key.txt body.json')
    .action(lazyAction(async () => (await import('./sign-action.ts')).run));
}
