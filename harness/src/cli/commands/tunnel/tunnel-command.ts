import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { portNumber, wholeNumber } from '../../options/option-parsers.ts';

/** The flags of `designhooks tunnel`, as commander parses them. */
export interface TunnelOptions {
  /** `--port`, or the port given as the argument (`designhooks tunnel 3000`, as `ngrok http 3000`). */
  port?: number | undefined;
  host?: string | undefined;
  tunnelTimeout?: number | undefined;
  json?: boolean | undefined;
}

/**
 * `designhooks tunnel <port>` (or `--port <n>`): a public ngrok URL for an app already running
 * locally.
 *
 * @example
 * ```ts
 * program.addCommand(tunnelCommand());
 * ```
 */
export function tunnelCommand(): Command {
  return new Command('tunnel')
    .summary('open an ngrok tunnel to your own local receiver and print its public URL')
    .description(
      'Tunnels an existing local app (your receiver) with @ngrok/ngrok; the authtoken comes from ' +
        'NGROK_AUTHTOKEN. Every path of the app is reachable through it. Ctrl-C closes the tunnel.',
    )
    .argument('[port]', 'local port of your app (or --port)', portNumber(1))
    .option('--port <n>', 'local port of your app', portNumber(1))
    .option('--host <host>', 'local address of your app', '127.0.0.1')
    .option(
      '--tunnel-timeout <ms>',
      'how long to wait for ngrok, at most 600000 (default 4000)',
      wholeNumber(1, 600_000),
    )
    .option('--json', 'print the URL as one JSON line')
    .addHelpText(
      'after',
      `
Example:
  $ NGROK_AUTHTOKEN=... designhooks tunnel 3000

Exit codes: 0 closed with Ctrl-C / SIGTERM, 1 the tunnel could not be opened, 2 usage error.`,
    )
    .action(lazyAction(async () => (await import('./tunnel-action.ts')).run));
}
