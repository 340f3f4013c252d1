import { Command } from 'commander';
import { lazyAction } from './command-context.ts';

/**
 * `designhooks fixtures list|show`: the stored delivery bodies.
 *
 * @example
 * ```ts
 * program.addCommand(fixturesCommand());
 * ```
 */
export function fixturesCommand(): Command {
  const action = lazyAction(() => import('./fixtures-action.ts'));
  const fixtures = new Command('fixtures').summary('list the stored delivery bodies, or print one');
  fixtures
    .command('list')
    .description('list fixtures (canonical first)')
    .option('--event <name>', "only this event's")
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ designhooks fixtures list --event commits.created')
    .action(action);
  fixtures
    .command('show')
    .description("print a fixture: an event's canonical one, or one by name")
    .argument('<event|name>')
    .addHelpText('after', '\nExample:\n  $ designhooks fixtures show commits.created.many-commits')
    .action(action);
  return fixtures;
}
