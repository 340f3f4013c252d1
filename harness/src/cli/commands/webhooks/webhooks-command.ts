import { Command } from 'commander';
import { lazyAction } from '../../command-context.ts';
import { addEncodingOption, type EncodingOptions } from '../../options/encoding-option.ts';
import { addSendingOptions, type SendingOptions } from '../../options/sending-options.ts';

/** The flags of `designhooks webhooks create`, as commander parses them. */
export interface WebhooksCreateOptions {
  url: string;
  /** Comma-separated event names. */
  events: string;
  org?: string | undefined;
  signingKey?: string | undefined;
  signingKeyFile?: string | undefined;
  generateSigningKey?: boolean | undefined;
  allowHttp?: boolean | undefined;
  json?: boolean | undefined;
}

/** The flags of `designhooks webhooks list`. */
export interface WebhooksListOptions {
  org?: string | undefined;
  json?: boolean | undefined;
}

/** The flags of `designhooks webhooks show`. */
export interface WebhooksShowOptions {
  json?: boolean | undefined;
}

/** The flags of `designhooks webhooks update`. */
export interface WebhooksUpdateOptions {
  url?: string | undefined;
  events?: string | undefined;
  /** `true` or `false`, checked by updateWebhook. */
  active?: string | undefined;
  signingKey?: string | undefined;
  signingKeyFile?: string | undefined;
  generateSigningKey?: boolean | undefined;
  allowHttp?: boolean | undefined;
  json?: boolean | undefined;
}

/** `designhooks webhooks delete` has no flags of its own. */
export type WebhooksDeleteOptions = object;

/** The flags of `designhooks webhooks test`. */
export interface WebhooksTestOptions extends SendingOptions, EncodingOptions {
  event?: string | undefined;
  json?: boolean | undefined;
}

/**
 * `designhooks webhooks create|list|show|update|delete|test`: the organization's webhook records.
 *
 * @example
 * ```ts
 * program.addCommand(webhooksCommand());
 * ```
 */
export function webhooksCommand(): Command {
  const load = () => import('./webhooks-action.ts');
  const webhooks = new Command('webhooks')
    .summary('create, list, show, update, delete and test webhook records')
    .description(
      'Webhook records, as in the Integrations settings: an HTTPS URL, at least one event, one organization, ' +
        'and an optional signing key shown once at creation and never again.',
    );
  webhooks
    .command('create')
    .description('add a webhook (a generated signing key is printed this one time)')
    .requiredOption(
      '--url <https-url>',
      'receiving endpoint; must be https:// (http:// loopback with --allow-http)',
    )
    .requiredOption(
      '--events <e1,e2,...>',
      'comma-separated event names; project.* for all of a resource, * for all ten',
    )
    .option('--org <id>', "organization UUID (default: the state dir's organization)")
    .option(
      '--signing-key <key>',
      'signing key to use (default: $DESIGNHOOKS_SIGNING_KEY); an argument shows in ps, so prefer --signing-key-file or the variable',
    )
    .option(
      '--signing-key-file <path>',
      'read the signing key from this file (one trailing newline dropped)',
    )
    .option('--generate-signing-key', 'generate a random signing key (printed once)')
    .option('--allow-http', 'allow an http:// loopback URL')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ designhooks webhooks create --url https://localhost:8443/hooks --events project.created,project.updated --generate-signing-key',
    )
    .action(lazyAction(async () => (await load()).runCreate));
  webhooks
    .command('list')
    .description('list webhooks (never their keys)')
    .option('--org <id>', 'only this organization')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ designhooks webhooks list --json')
    .action(lazyAction(async () => (await load()).runList));
  webhooks
    .command('show')
    .description('show one webhook (never its key)')
    .argument('<id>')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ designhooks webhooks show wh_8f3k2m9q0d1z')
    .action(lazyAction(async () => (await load()).runShow));
  webhooks
    .command('update')
    .description("change a webhook's URL, events, active flag or signing key")
    .argument('<id>')
    .option('--url <https-url>', 'new URL')
    .option(
      '--events <e1,e2,...>',
      'new event list, replacing the old one (project.* and * as in create)',
    )
    .option('--active <true|false>', 'enable or disable deliveries')
    .option(
      '--signing-key <key>',
      'replace the signing key (shows in ps: prefer --signing-key-file)',
    )
    .option('--signing-key-file <path>', 'replace the signing key with the contents of this file')
    .option('--generate-signing-key', 'replace the signing key with a random one (printed once)')
    .option('--allow-http', 'allow an http:// loopback URL')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ designhooks webhooks update wh_8f3k2m9q0d1z --active false',
    )
    .action(lazyAction(async () => (await load()).runUpdate));
  webhooks
    .command('delete')
    .description('delete a webhook (its recorded deliveries stay)')
    .argument('<id>')
    .addHelpText('after', '\nExample:\n  $ designhooks webhooks delete wh_8f3k2m9q0d1z')
    .action(lazyAction(async () => (await load()).runDelete));
  addEncodingOption(
    addSendingOptions(
      webhooks
        .command('test')
        .description("send one subscribed event's fixture to the webhook and record it")
        .argument('<id>')
        .option('--event <name>', 'which subscribed event (default: the first)')
        .option('--json', 'print JSON'),
    ),
  )
    .addHelpText('after', '\nExample:\n  $ designhooks webhooks test wh_8f3k2m9q0d1z --ca cert.pem')
    .action(lazyAction(async () => (await load()).runTest));
  return webhooks;
}
