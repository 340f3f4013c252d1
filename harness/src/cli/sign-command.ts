import { Command } from 'commander';
import { lazyAction } from './command-context.ts';

/**
 * `designhooks sign` and `designhooks verify`: the delivery signature by hand.
 *
 * @example
 * ```ts
 * program.addCommand(signCommand()).addCommand(verifyCommand());
 * ```
 */
export function signCommand(): Command {
  return new Command('sign')
    .summary('print the signature header value of a body')
    .requiredOption('--secret <key>', 'signing key')
    .argument('[file|-]', 'body file; stdin when absent or -')
    .addHelpText('after', '\nExample:\n  $ designhooks sign --secret s3cret body.json')
    .action(lazyAction(() => import('./signature-action.ts')));
}
