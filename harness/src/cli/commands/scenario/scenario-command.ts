import { Command, InvalidArgumentError } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { addEncodingOption, type EncodingOptions } from '../../options/encoding-option.ts';
import { wholeNumber } from '../../options/option-parsers.ts';
import { addSecretOptions, type SecretOptions } from '../../options/secret-options.ts';
import { addSendingOptions, type SendingOptions } from '../../options/sending-options.ts';

/** The flags of `designhooks scenario run`, as commander parses them. */
export interface ScenarioRunOptions extends SendingOptions, EncodingOptions, SecretOptions {
  url: string;
  seed?: number | undefined;
  /** `--start`, checked: an ISO 8601 time. */
  start?: string | undefined;
  speed?: number | undefined;
  allowHttp?: boolean | undefined;
  json?: boolean | undefined;
}

/** The flags of `designhooks scenario list` and `show`. */
export interface ScenarioShowOptions {
  json?: boolean | undefined;
}

/** Largest `--seed`: seeds are 32-bit. */
const MAX_SEED = 4_294_967_295;

const RUN_DESCRIPTION =
  'send a scenario to a URL as send does (headers, Go encoding, signature, retries, every attempt recorded). ' +
  'Stops when the first delivery gets no connection at all (nothing listens there). ' +
  'Exit 0 when every delivery ended 2xx, 1 when one did not or the run stopped, 2 for a usage or scenario error.';

/**
 * `designhooks scenario list | show <name> | run <name|file>`: the platform over time, sent to a URL.
 *
 * @example
 * ```ts
 * program.addCommand(scenarioCommand());
 * ```
 */
export function scenarioCommand(): Command {
  const load = () => import('./scenario-action.ts');
  const scenario = new Command('scenario')
    .summary('send a coherent sequence of deliveries (a project over time, a busy day)')
    .description(
      'Scenarios are steps on a seeded world of the platform (projects, branches, pushes, comment threads) ' +
        'with the delivery behaviour the platform may show: duplicates, reordering, bursts, redeliveries. ' +
        'Built-ins or your own JSON / YAML file (docs/scenarios.md).',
    );
  scenario
    .command('list')
    .description('list the built-in scenarios')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ designhooks scenario list')
    .action(lazyAction(async () => (await load()).runList));
  scenario
    .command('show')
    .description(
      'print a built-in scenario (YAML), or check a scenario file (its schema, then its steps planned on a world as run plans them) and print it',
    )
    .argument('<name|file>')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ designhooks scenario show comment-thread')
    .action(lazyAction(async () => (await load()).runShow));
  addEncodingOption(
    addSendingOptions(
      addSecretOptions(
        scenario
          .command('run')
          .description(RUN_DESCRIPTION)
          .argument('<name|file>', 'a built-in (designhooks scenario list) or a .yaml / .json file')
          .requiredOption(
            '--url <url>',
            'receiver URL (https://; http:// only for loopback with --allow-http)',
          ),
        'signing key: adds the <Service>-Webhooks-Signature header',
      )
        .option(
          '--seed <n>',
          `world seed, 0 to ${MAX_SEED} (default: random, printed)`,
          wholeNumber(0, MAX_SEED),
        )
        .option('--start <iso-time>', "the world's start time (default: now)", isoTime)
        .option('--speed <x>', 'sleep each wait divided by x (default: no sleeping)', speed)
        .option('--allow-http', 'allow http:// for a loopback host (localhost, 127.0.0.1, ::1)')
        .option('--json', 'print one summary object'),
    ),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ designhooks scenario run busy-day --url https://localhost:8443/hooks --secret-file key.txt --ca cert.pem
  $ designhooks scenario run ./review-day.yaml --url http://127.0.0.1:3000/hooks --allow-http --seed 7 --start 2026-01-05T09:00:00Z
  $ designhooks scenario run comment-thread --url https://localhost:8443/hooks --insecure --speed 60 --json`,
    )
    .action(lazyAction(async () => (await load()).runRun));
  return scenario;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function isoTime(value: string): string {
  if (!ISO_TIME.test(value) || !Number.isFinite(Date.parse(value)))
    throw new InvalidArgumentError(
      `expected an ISO 8601 time such as 2026-01-05T09:00:00Z, got "${value}"`,
    );
  return value;
}

function speed(value: string): number {
  const number = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  if (!(number >= 0.001 && number <= 100_000))
    throw new InvalidArgumentError(`expected a number from 0.001 to 100000, got "${value}"`);
  return number;
}
