import { Command, InvalidArgumentError } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { wholeNumber } from '../../options/option-parsers.ts';
import { addSecretOptions, type SecretOptions } from '../../options/secret-options.ts';

/** The report formats of `check`, every one a view of the same report. */
export const CHECK_FORMATS = ['text', 'json', 'junit', 'markdown'] as const;

/** The flags of `designhooks check`, as commander parses them. */
export interface CheckCommandOptions extends SecretOptions {
  ca?: string | undefined;
  insecure?: boolean | undefined;
  allowHttp?: boolean | undefined;
  service?: string | undefined;
  timeout?: number | undefined;
  maxLatency?: number | undefined;
  burst?: number | undefined;
  only?: string[] | undefined;
  skip?: string[] | undefined;
  format?: CheckFormat | undefined;
  output?: string | undefined;
}

/** One of {@link CHECK_FORMATS}. */
export type CheckFormat = (typeof CHECK_FORMATS)[number];

/** Longest `--timeout` / `--max-latency`: 10 minutes, as for `send`. */
const MAX_TIME_MS = 600_000;
/** Most deliveries `load.burst` sends at once. */
const MAX_BURST = 1_000;

/**
 * `designhooks check <url>`: grade a running receiver against what the platform sends.
 *
 * @example
 * ```ts
 * program.addCommand(checkCommand());
 * ```
 */
export function checkCommand(): Command {
  const command = new Command('check')
    .summary("grade a receiver against what the platform sends (exit 1 when a 'must' case fails)")
    .description(
      'Run the conformance catalogue (docs/check.md) against a receiver: every event and its variants, Go-escaped and UTF-8 bodies, a large push, an unknown event, bad signatures, a duplicate, out-of-order deliveries, a redelivery a day later, bad requests, a burst and the answer latency. Requests are exactly what `send` sends, never retried; nothing is stored. ' +
        "Exit 0 when every 'must' case passes, 1 when one fails, 2 for a usage error.",
    )
    .argument(
      '<url>',
      "the receiver's URL (https://; http:// only for loopback with --allow-http)",
    );
  return addSecretOptions(
    command,
    'the signing key: deliveries are signed and the signature cases run',
  )
    .option('--ca <pem-file>', 'trust this certificate (a self-signed receiver)')
    .option('--insecure', 'skip TLS certificate checks (prints a warning)')
    .option('--allow-http', 'allow http:// for a loopback host (localhost, 127.0.0.1, ::1)')
    .option('--service <Name>', 'platform name used in header names (default Abstract)')
    .option(
      '--timeout <ms>',
      'a request with no answer within this long fails its case, at most 600000 (default 10000)',
      wholeNumber(1, MAX_TIME_MS),
    )
    .option(
      '--max-latency <ms>',
      "the latency case's bound on the p95 answer time, at most 600000 (default 1000, at most --timeout)",
      wholeNumber(1, MAX_TIME_MS),
    )
    .option(
      '--burst <n>',
      'deliveries load.burst sends at once, at most 1000 (default 50)',
      wholeNumber(1, MAX_BURST),
    )
    .option(
      '--only <ids>',
      'run only these cases: ids or prefixes ending in * (event.* includes event.unknown), comma-separated',
      list,
    )
    .option(
      '--skip <ids>',
      'do not run these cases: ids or prefixes ending in *, comma-separated',
      list,
    )
    .option('--format <format>', 'text (default), json, junit or markdown', format)
    .option('--output <file>', 'write the report to this file (and the text report to stdout)')
    .addHelpText(
      'after',
      `
Examples:
  $ designhooks check https://localhost:8443/webhooks --secret-file key.txt --ca cert.pem
  $ designhooks check http://127.0.0.1:3000/webhooks --allow-http --secret-file key.txt --format junit --output check.xml
  $ designhooks check https://localhost:8443/webhooks --insecure --only 'event.*,signature.*' --format json`,
    )
    .action(lazyAction(async () => (await import('./check-action.ts')).run));
}

function list(value: string, previous: string[] = []): string[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new InvalidArgumentError(`expected case ids, got "${value}"`);
  return [...previous, ...ids];
}

function format(value: string): CheckFormat {
  if (!(CHECK_FORMATS as readonly string[]).includes(value))
    throw new InvalidArgumentError(`expected ${CHECK_FORMATS.join(', ')}, got "${value}"`);
  return value as CheckFormat;
}
