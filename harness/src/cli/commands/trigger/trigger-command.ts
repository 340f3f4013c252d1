import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { addEncodingOption, type EncodingOptions } from '../../options/encoding-option.ts';
import { collect } from '../../options/option-parsers.ts';
import { addSendingOptions, type SendingOptions } from '../../options/sending-options.ts';

/** The flags of `designhooks trigger`, as commander parses them. */
export interface TriggerOptions extends SendingOptions, EncodingOptions {
  org?: string | undefined;
  fixture?: string | undefined;
  /** `--set path=value`, repeated (empty when not given). */
  set: string[];
  keepCreatedAt?: boolean | undefined;
  json?: boolean | undefined;
  /** A running `designhooks serve` to fire the event on (with `--token`). */
  server?: string | undefined;
  token?: string | undefined;
  tokenFile?: string | undefined;
}

/**
 * `designhooks trigger <event>`: one POST per subscribed, active webhook of the organization.
 *
 * @example
 * ```ts
 * program.addCommand(triggerCommand());
 * ```
 */
export function triggerCommand(): Command {
  return addEncodingOption(
    addSendingOptions(
      new Command('trigger')
        .summary('fire an event: one delivery per subscribed, active webhook of the organization')
        .description(
          'Emulate an event happening in the platform: one POST per active webhook of the organization that ' +
            'subscribes to it, none to others; every attempt is recorded. Exit 1 when any delivery failed.',
        )
        .argument('<event>', 'event name, e.g. branch.statusUpdated')
        .option('--org <id>', "organization UUID (default: the state dir's organization)")
        .option('--fixture <name|path>', 'fixture name or a JSON file')
        .option('--set <path=value>', 'override a field by dot path (repeatable)', collect, [])
        .option('--keep-created-at', "keep the fixture's createdAt")
        .option('--json', 'print JSON'),
    ),
  )
    .addHelpText(
      'after',
      '\nExample:\n  $ designhooks trigger project.updated --set data.object.name="Renamed" --ca cert.pem',
    )
    .option(
      '--server <url>',
      'ask a running designhooks serve to fire it (its webhooks, its store)',
    )
    .option(
      '--token <token>',
      'the token designhooks serve printed (default: $DESIGNHOOKS_TOKEN); an argument shows in ps, so prefer --token-file or the variable',
    )
    .option('--token-file <path>', 'read the token from this file (one trailing newline dropped)')
    .addHelpText(
      'after',
      '  $ designhooks trigger comment.created --server http://127.0.0.1:4010 --token-file token.txt',
    )
    .action(lazyAction(async () => (await import('./trigger-action.ts')).run));
}
