import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { addEncodingOption, type EncodingOptions } from '../../options/encoding-option.ts';
import { collect, wholeNumber } from '../../options/option-parsers.ts';
import { addSecretOptions, type SecretOptions } from '../../options/secret-options.ts';
import { addSendingOptions, type SendingOptions } from '../../options/sending-options.ts';

/** The flags of `designhooks send`, as commander parses them. */
export interface SendOptions extends SendingOptions, EncodingOptions, SecretOptions {
  url: string;
  fixture?: string | undefined;
  /** `--set path=value`, repeated (empty when not given). */
  set: string[];
  keepCreatedAt?: boolean | undefined;
  allowHttp?: boolean | undefined;
  count?: number | undefined;
  concurrency?: number | undefined;
  dryRun?: boolean | undefined;
  json?: boolean | undefined;
}

/**
 * `designhooks send <event> --url <url>`: one delivery (or `--count` of them) to any URL.
 *
 * @example
 * ```ts
 * program.addCommand(sendCommand());
 * ```
 */
export function sendCommand(): Command {
  const request = new Command('send')
    .summary('POST one delivery of an event to a URL, as the platform would')
    .description(
      "Build a delivery body from the event's fixture, sign it, and POST it with exactly the platform's headers. " +
        'Exit 0 when the final attempt got a 2xx, 1 when delivery failed, 2 for a usage error.',
    )
    .argument('<event>', 'event name, e.g. project.updated')
    .requiredOption(
      '--url <url>',
      'receiver URL (https://; http:// only for loopback with --allow-http)',
    );
  const command = addSecretOptions(
    request,
    'signing key: adds the <Service>-Webhooks-Signature header',
  )
    .option('--fixture <name|path>', 'fixture name (see designhooks fixtures list) or a JSON file')
    .option(
      '--set <path=value>',
      'override a field by dot path, JSON value or string (repeatable)',
      collect,
      [],
    )
    .option('--keep-created-at', "keep the fixture's createdAt instead of the current time")
    .option('--allow-http', 'allow http:// for a loopback host (localhost, 127.0.0.1, ::1)')
    .option('--count <n>', 'make n deliveries, at most 1000000', wholeNumber(1, 1_000_000))
    .option(
      '--concurrency <n>',
      'deliveries in flight with --count, at most 1000 (default 10)',
      wholeNumber(1, 1000),
    )
    .option(
      '--dry-run',
      'print the exact request (headers, signature, body) instead of sending it: for a test of your receiver, or curl',
    )
    .option('--json', 'print a machine-readable result');
  return addEncodingOption(addSendingOptions(command))
    .addHelpText(
      'after',
      `
Examples:
  $ designhooks send project.updated --url https://localhost:8443/hooks --secret-file key.txt --ca cert.pem
  $ designhooks send comment.created --url http://127.0.0.1:3000/hooks --allow-http --set data.object.body="Hi"
  $ designhooks send branch.statusUpdated --url https://localhost:8443/hooks --fixture branch.statusUpdated.archived
  $ designhooks send project.created --url https://localhost:8443/hooks --insecure --count 1000 --concurrency 20
  $ designhooks send comment.created --url https://localhost:8443/hooks --insecure --encoding js
  $ designhooks send comment.created --url http://127.0.0.1:3000/hooks --allow-http --secret-file key.txt --dry-run --json`,
    )
    .action(lazyAction(async () => (await import('./send-action.ts')).run));
}
