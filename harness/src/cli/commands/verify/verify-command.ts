import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { addSecretOptions, type SecretOptions } from '../../options/secret-options.ts';

/** The flags of `designhooks verify`, as commander parses them. */
export interface VerifyOptions extends SecretOptions {
  signature: string;
  /** Say why a signature does not match (the receiver SDK's `explainSignature`). */
  explain?: boolean;
  /** One JSON object on stdout (implies `--explain`). */
  json?: boolean;
  /** Try every stored webhook's key too, naming the webhook that matched (implies `--explain`). */
  tryStoreKeys?: boolean;
}

/**
 * `designhooks verify --secret <key> --signature <hex> [--explain [--json] [--try-store-keys]]
 * [file|-]`: checks a signature with the receiver SDK; with `--explain`, says why it does not
 * match and what to change.
 *
 * @example
 * ```ts
 * program.addCommand(verifyCommand());
 * ```
 */
export function verifyCommand(): Command {
  const command = new Command('verify').summary(
    'check a signature against a body, or say why it does not match (exit 0 valid, 1 not)',
  );
  return addSecretOptions(command, 'signing key')
    .requiredOption('--signature <hex>', 'the <Service>-Webhooks-Signature value')
    .option('--explain', 'say why the signature does not match, and how to fix it')
    .option('--json', 'print one JSON object: {"match": true} or {"match": false, "code", ...}')
    .option('--try-store-keys', "also try every stored webhook's key (names the one that matched)")
    .argument('[file|-]', 'body file; stdin when absent or -')
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  $ designhooks verify --secret-file key.txt --signature ef0395bb… body.json\n' +
        '  $ designhooks verify --explain --try-store-keys --secret-file key.txt --signature ef0395bb… body.json',
    )
    .action(lazyAction(async () => (await import('./verify-action.ts')).run));
}
