import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { addEncodingOption, type EncodingOptions } from '../../options/encoding-option.ts';
import { portNumber } from '../../options/option-parsers.ts';
import { addSendingOptions, type SendingOptions } from '../../options/sending-options.ts';

/** The flags of `designhooks serve`, as commander parses them. */
export interface ServeOptions extends SendingOptions, EncodingOptions {
  port: number;
  host: string;
  token?: string | undefined;
  tokenFile?: string | undefined;
  json?: boolean | undefined;
}

/**
 * `designhooks serve`: the platform's webhook management locally, the API `abstract-sdk` calls
 * and the Integrations settings page.
 *
 * @example
 * ```ts
 * program.addCommand(serveCommand());
 * ```
 */
export function serveCommand(): Command {
  return addEncodingOption(
    addSendingOptions(
      new Command('serve')
        .summary(
          "the platform's webhook management API (as abstract-sdk calls it) and the Integrations settings page",
        )
        .description(
          'Serves the management API the official SDK calls (organizations/{org}/webhooks...), a trigger route, ' +
            'the Integrations settings page at / and the OpenAPI document at /openapi.json, on the same store as the other ' +
            'commands. Every API call needs the bearer token printed at start. Ctrl-C stops it.',
        )
        .option('--port <n>', 'port to listen on; 0 picks a free one', portNumber(0), 4010)
        .option(
          '--host <host>',
          'address to bind (only this machine is answered, whatever the address)',
          '127.0.0.1',
        )
        .option(
          '--token <token>',
          'the bearer token API calls must carry (default: $DESIGNHOOKS_TOKEN, else a new random one, printed); an argument shows in ps, so prefer --token-file or the variable',
        )
        .option(
          '--token-file <path>',
          'read the bearer token from this file (one trailing newline dropped)',
        )
        .option('--json', 'print one JSON line at start (url, token, pageUrl) for scripts'),
    ),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ designhooks serve                      # http://127.0.0.1:4010, token printed, settings page URL printed
  $ designhooks serve --port 0 --token-file token.txt --ca receiver-cert.pem

Exit codes: 0 stopped with Ctrl-C / SIGTERM, 1 could not start (port in use), 2 usage error.`,
    )
    .action(lazyAction(async () => (await import('./serve-action.ts')).run));
}
