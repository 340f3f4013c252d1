import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';

/** The flags of `designhooks verify`, as commander parses them. */
export interface VerifyOptions {
  secret: string;
  signature: string;
}

/**
 * `designhooks verify --secret <key> --signature <hex> [file|-]`: checks a signature in
 * constant time with the receiver SDK.
 *
 * @example
 * ```ts
 * program.addCommand(verifyCommand());
 * ```
 */
export function verifyCommand(): Command {
  return new Command('verify')
    .summary('check a signature against a body (exit 0 valid, 1 invalid)')
    .requiredOption('--secret <key>', 'signing key')
    .requiredOption('--signature <hex>', 'the <Service>-Webhooks-Signature value')
    .argument('[file|-]', 'body file; stdin when absent or -')
    .addHelpText(
      'after',
      '\nExample:\n  $ designhooks verify --secret s3cret --signature ef0395bb… body.json',
    )
    .action(lazyAction(async () => (await import('./verify-action.ts')).run));
}
