import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { byteSize, portNumber, wholeNumber } from '../../options/option-parsers.ts';
import { addSecretOptions, type SecretOptions } from '../../options/secret-options.ts';

/** The flags of `designhooks listen`, as commander parses them. */
export interface ListenOptions extends SecretOptions {
  port?: number | undefined;
  host?: string | undefined;
  path?: string | undefined;
  service?: string | undefined;
  https?: boolean | undefined;
  cert?: string | undefined;
  key?: string | undefined;
  /** Every `--forward-to`, in order: `url` or `pattern=url`. */
  forwardTo?: string[] | undefined;
  /** `--config <file>`: forwarding routes from a JSON file. */
  config?: string | undefined;
  ca?: string | undefined;
  /** Comma-separated event names. */
  events?: string | undefined;
  tunnel?: boolean | undefined;
  tunnelTimeout?: number | undefined;
  fixturesDir?: string | undefined;
  maxRecords?: number | undefined;
  maxBytes?: number | undefined;
  /** `false` with `--no-ui`. */
  ui?: boolean | undefined;
  json?: boolean | undefined;
}

/**
 * `designhooks listen`: a local receiver on the SDK with a web inspector, forwarding and an
 * optional ngrok tunnel.
 *
 * @example
 * ```ts
 * program.addCommand(listenCommand());
 * ```
 */
export function listenCommand(): Command {
  const command = new Command('listen')
    .summary(
      'receive deliveries locally: verify, validate, record, inspect in the browser, forward, tunnel',
    )
    .description(
      'A local receiver built on @designhooks/receiver. Every delivery is verified (with --secret), ' +
        'validated against the schemas and recorded byte-exact with its headers and results; the inspector at / shows ' +
        'them live. Ctrl-C stops accepting, finishes in-flight deliveries, closes the tunnel and exits 0.',
    )
    .option('--port <n>', 'port to listen on; 0 picks a free one', portNumber(0), 4000)
    .option('--host <host>', 'address to bind; anything but loopback prints a warning', '127.0.0.1')
    .option('--path <path>', 'the webhook path', '/webhooks');
  return addSecretOptions(command, 'signing key: check the <Service>-Webhooks-Signature header')
    .option('--service <Name>', 'platform name used in header names (default Abstract)')
    .option('--https', 'serve HTTPS with a self-signed certificate kept in the state dir')
    .option('--cert <pem-file>', 'your own certificate for --https (with --key)')
    .option('--key <pem-file>', 'the private key of --cert')
    .option(
      '--forward-to <[event=]url>',
      "forward each delivery byte-exact to your app and answer with its response; repeat as 'project.*=http://127.0.0.1:3001/x' to route by event (first match wins, '*' for the rest); localhost:3000/x means http://localhost:3000/x",
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option(
      '--config <file>',
      `read forwarding routes from this JSON file ({"listen": {"routes": [{"event", "url"}]}}); default ./designhooks.config.json when it exists`,
    )
    .option(
      '--ca <pem-file>',
      'trust this certificate when forwarding to an HTTPS app with a self-signed one',
    )
    .option(
      '--events <e1,e2>',
      "only these events are forwarded (project.* for a resource's); others are recorded and answered but not forwarded",
    )
    .option('--tunnel', 'open an ngrok tunnel to the webhook path (needs NGROK_AUTHTOKEN)')
    .option(
      '--tunnel-timeout <ms>',
      'how long to wait for ngrok, at most 600000 (default 4000)',
      wholeNumber(1, 600_000),
    )
    .option('--fixtures-dir <dir>', 'where "save as fixture" writes (default ./webhook-fixtures)')
    .option(
      '--max-records <n>',
      'received deliveries kept, oldest dropped first; at most 20000 (default 2000)',
      wholeNumber(1, 20_000),
    )
    .option(
      '--max-bytes <size>',
      'size the received-deliveries file may reach, e.g. 512MiB; 16MiB to 1024GiB (default 256MiB)',
      byteSize(16 * 1024 ** 2, 1024 ** 4),
    )
    .option('--no-ui', 'no inspector page or API: the webhook path only')
    .option('--json', 'one JSON object per line (startup, then one per delivery) for scripts')
    .addHelpText(
      'after',
      `
Examples:
  $ designhooks listen --secret-file key.txt              # http://127.0.0.1:4000/webhooks, inspector at /
  $ designhooks listen --https --secret-file key.txt      # prints the --ca file for designhooks send
  $ designhooks listen --forward-to http://localhost:3000/webhooks
  $ designhooks listen --forward-to 'project.*=http://127.0.0.1:3001/projects' --forward-to '*=http://127.0.0.1:3000/webhooks'
  $ NGROK_AUTHTOKEN=... designhooks listen --tunnel --secret-file key.txt   # paste the public URL into Add Webhook

Exit codes: 0 stopped with Ctrl-C / SIGTERM, 1 could not start (port in use, tunnel failed), 2 usage error.`,
    )
    .action(lazyAction(async () => (await import('./listen-action.ts')).run));
}
