import { Command } from 'commander';
import { lazyAction } from './command-context.ts';

/**
 * `designhooks validate <file|->`: is this body a valid delivery?
 *
 * @example
 * ```ts
 * program.addCommand(validateCommand());
 * ```
 */
export function validateCommand(): Command {
  return new Command('validate')
    .summary('check a body against its event\'s schema and list every failing rule')
    .description('Exit 0 when valid, 1 when not, 2 when the file cannot be read.')
    .argument('<file|->', 'a JSON file, or - for stdin')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ designhooks validate body.json\n  $ cat body.json | designhooks validate -')
    .action(lazyAction(() => import('./validate-action.ts')));
}
