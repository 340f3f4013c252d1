import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';

/** The flags of `designhooks sign`, as commander parses them. */
export interface SignOptions {
  secret: string;
}

/**
 * `designhooks sign --secret <key> [file|-]`: the delivery signature of a body, by hand.
 *
 * @example
 * ```ts
 * program.addCommand(signCommand());
 * ```
 */
export function signCommand(): Command {
  return new Command('sign')
    .summary('print the signature header value of a body')
    .requiredOption('--secret <key>', 'signing key')
    .argument('[file|-]', 'body file; stdin when absent or -')
    .addHelpText('after', '\nExample:\n  $ designhooks sign --secret s3cret body.json')
    .action(lazyAction(async () => (await import('./sign-action.ts')).run));
}
