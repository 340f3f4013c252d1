import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { wholeNumber } from '../../options/option-parsers.ts';
import {
  addSecretOptions,
  SECRET_FROM_FLAGS_ONLY,
  type SecretOptions,
} from '../../options/secret-options.ts';
import { addSendingOptions, type SendingOptions } from '../../options/sending-options.ts';

const EVENTS_FILTER = "only these events' (project.* for a resource's)";

/** The flags of `designhooks deliveries list`, as commander parses them. */
export interface DeliveriesListOptions {
  webhook?: string | undefined;
  events?: string | undefined;
  failed?: boolean | undefined;
  succeeded?: boolean | undefined;
  limit?: number | undefined;
  json?: boolean | undefined;
}

/** The flags of `designhooks deliveries show`. */
export interface DeliveriesShowOptions {
  json?: boolean | undefined;
}

/** The flags of `designhooks deliveries redeliver`. */
export interface DeliveriesRedeliverOptions extends SendingOptions, SecretOptions {
  failed?: boolean | undefined;
  webhook?: string | undefined;
  events?: string | undefined;
  json?: boolean | undefined;
}

/**
 * `designhooks deliveries list|show|redeliver`: the recorded attempts.
 *
 * @example
 * ```ts
 * program.addCommand(deliveriesCommand());
 * ```
 */
export function deliveriesCommand(): Command {
  const load = () => import('./deliveries-action.ts');
  const deliveries = new Command('deliveries')
    .summary('inspect recorded delivery attempts and redeliver them')
    .description(
      'Every attempt of every delivery is recorded: request headers and body, response status, headers and ' +
        'body (first 64 KiB), duration, error, attempt number.',
    );
  deliveries
    .command('list')
    .description('list attempts, oldest first (the newest --limit)')
    .option('--webhook <id>', "only this webhook's")
    .option('--events <e1,e2>', EVENTS_FILTER)
    .option('--failed', 'only attempts that did not succeed')
    .option('--succeeded', 'only attempts that got a 2xx')
    .option('--limit <n>', 'how many of the newest to show (default 50)', wholeNumber(1, 1_000_000))
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      "\nExamples:\n  $ designhooks deliveries list --failed\n  $ designhooks deliveries list --events 'comment.*' --limit 10",
    )
    .action(lazyAction(async () => (await load()).runList));
  deliveries
    .command('show')
    .description('print one attempt in full')
    .argument('<id>')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ designhooks deliveries show dl_4k9x2m7q1c0a --json')
    .action(lazyAction(async () => (await load()).runShow));
  addSendingOptions(
    addSecretOptions(
      deliveries
        .command('redeliver')
        .description(
          "send a recorded body again, byte-exact, re-signed with the webhook's current key; --failed: every delivery not delivered yet",
        )
        .argument('[id]', 'the delivery (any of its attempts)')
        .option(
          '--failed',
          'redeliver every delivery whose last attempt failed and that no redelivery has delivered since, oldest first',
        )
        .option('--webhook <id>', "with --failed: only this webhook's")
        .option('--events <e1,e2>', `with --failed: ${EVENTS_FILTER}`),
      'signing key of a delivery of no webhook (send, scenario run keep none; default $DESIGNHOOKS_SECRET when it was sent signed)',
      SECRET_FROM_FLAGS_ONLY,
    ).option('--json', 'print JSON'),
  )
    .addHelpText(
      'after',
      "\nExamples:\n  $ designhooks deliveries redeliver dl_4k9x2m7q1c0a\n  $ designhooks deliveries redeliver --failed --webhook wh_8f3k2m9q0d1z\n  $ designhooks deliveries redeliver --failed --events 'comment.*'",
    )
    .action(lazyAction(async () => (await load()).runRedeliver));
  return deliveries;
}
