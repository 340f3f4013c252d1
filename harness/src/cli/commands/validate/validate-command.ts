import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';

/** The flags of `designhooks validate`, as commander parses them. */
export interface ValidateOptions {
  json?: boolean | undefined;
}

/**
 * `designhooks validate <file|folder|received.jsonl|->`: valid, drifted or invalid deliveries.
 *
 * @example
 * ```ts
 * program.addCommand(validateCommand());
 * ```
 */
export function validateCommand(): Command {
  return new Command('validate')
    .summary(
      'check deliveries against the contract: valid, drifted (accepted, not known) or invalid',
    )
    .description(
      "Checks each body against its event's schema (invalid: every failing rule listed) and, when " +
        'the schema accepts it, for drift: fields no schema names and values outside the known ones (with the ' +
        'JSON paths and values seen). Counts per event. Exit 0 when none is invalid, 1 otherwise, 2 when a file ' +
        'cannot be read.',
    )
    .argument(
      '[file|folder|->]',
      "a JSON file, a folder of JSON files, a JSON Lines file such as the listener's " +
        'received.jsonl, or - for stdin (default)',
    )
    .option('--json', 'print { valid, drifted, invalid, byEvent, deliveries } as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ designhooks validate body.json\n  $ cat body.json | designhooks validate -' +
        '\n  $ designhooks validate .designhooks/received.jsonl\n  $ designhooks validate ./captured-bodies --json',
    )
    .action(lazyAction(async () => (await import('./validate-action.ts')).run));
}
