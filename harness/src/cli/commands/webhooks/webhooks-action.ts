import { testWebhook } from '../../../delivery/test-webhook.ts';
import { NotFoundError } from '../../../errors.ts';
import type { Store } from '../../../store/open-store.ts';
import { checkOrganizationId } from '../../../webhooks/check-organization-id.ts';
import { createWebhook } from '../../../webhooks/create-webhook.ts';
import { updateWebhook } from '../../../webhooks/update-webhook.ts';
import type { CommandContext } from '../../command-context.ts';
import { formatAttempt } from '../../format/format-attempt.ts';
import { formatWebhook, formatWebhookRow } from '../../format/format-webhook.ts';
import { printResult } from '../../format/print-result.ts';
import { resultJson } from '../../format/result-json.ts';
import { withStore } from '../../open-cli-store.ts';
import { sendSettingsFrom } from '../../options/send-settings-from.ts';
import { readSecret } from '../../options/read-secret.ts';
import type {
  WebhooksCreateOptions,
  WebhooksDeleteOptions,
  WebhooksListOptions,
  WebhooksShowOptions,
  WebhooksTestOptions,
  WebhooksUpdateOptions,
} from './webhooks-command.ts';
import { redactUrl } from '../../../text/redact-url.ts';

/**
 * `designhooks webhooks create`: adds a record and prints a generated signing key this one time
 * (a given one never: its owner has it).
 *
 * @example
 * ```ts
 * await runCreate({ path: ['webhooks', 'create'], args: [], options: { url, events: 'project.updated' }, ... });
 * ```
 */
export async function runCreate(context: CommandContext<WebhooksCreateOptions>): Promise<number> {
  const { options: o, out } = context;
  return withStore(context, (store) => {
    const { webhook, signingKey } = createWebhook(store, {
      url: o.url,
      events: o.events,
      organizationId: o.org,
      signingKey: readSecret({
        value: o.signingKey,
        file: o.signingKeyFile,
        flag: '--signing-key',
        fileFlag: '--signing-key-file',
        envName: o.generateSigningKey ? undefined : 'DESIGNHOOKS_SIGNING_KEY',
      }),
      generateSigningKey: o.generateSigningKey,
      allowHttp: o.allowHttp,
    });
    if (o.json) printJson(context, { webhook, signingKey: signingKey ?? null });
    else {
      out(`created ${formatWebhook(webhook)}\n`);
      if (signingKey) out(`\nsigning key (shown this once; store it now): ${signingKey}\n`);
    }
    return 0;
  });
}

/**
 * `designhooks webhooks list`: one row per webhook (never a key).
 *
 * @example
 * ```ts
 * await runList({ path: ['webhooks', 'list'], args: [], options: { json: true }, ... });
 * ```
 */
export async function runList(context: CommandContext<WebhooksListOptions>): Promise<number> {
  const { options: o, out } = context;
  return withStore(context, (store) => {
    const webhooks = store.webhooks.list({
      organizationId: o.org ? checkOrganizationId(o.org) : undefined,
    });
    if (o.json) printJson(context, webhooks);
    else
      out(
        webhooks.length
          ? `${webhooks.map(formatWebhookRow).join('\n')}\n`
          : 'no webhooks yet (designhooks webhooks create --help)\n',
      );
    return 0;
  });
}

/**
 * `designhooks webhooks show <id>`: one webhook in full (never its key).
 *
 * @example
 * ```ts
 * await runShow({ path: ['webhooks', 'show'], args: ['wh_8f3k2m9q0d1z'], options: {}, ... });
 * ```
 */
export async function runShow(context: CommandContext<WebhooksShowOptions>): Promise<number> {
  return withStore(context, (store) => {
    const webhook = mustGet(store, context.args[0] ?? '');
    if (context.options.json) printJson(context, webhook);
    else context.out(`${formatWebhook(webhook)}\n`);
    return 0;
  });
}

/**
 * `designhooks webhooks update <id>`: changes the URL, events, active flag or signing key; a
 * generated key is printed this one time.
 *
 * @example
 * ```ts
 * await runUpdate({ path: ['webhooks', 'update'], args: ['wh_8f3k2m9q0d1z'], options: { active: 'false' }, ... });
 * ```
 */
export async function runUpdate(context: CommandContext<WebhooksUpdateOptions>): Promise<number> {
  const { options: o, out } = context;
  return withStore(context, (store) => {
    const { webhook, signingKey } = updateWebhook(store, context.args[0] ?? '', {
      url: o.url,
      events: o.events,
      active: o.active,
      signingKey: readSecret({
        value: o.signingKey,
        file: o.signingKeyFile,
        flag: '--signing-key',
        fileFlag: '--signing-key-file',
      }),
      generateSigningKey: o.generateSigningKey,
      allowHttp: o.allowHttp,
    });
    if (o.json) printJson(context, signingKey ? { webhook, signingKey } : { webhook });
    else {
      out(`updated ${formatWebhook(webhook)}\n`);
      if (signingKey) out(`\nnew signing key (shown this once; store it now): ${signingKey}\n`);
    }
    return 0;
  });
}

/**
 * `designhooks webhooks delete <id>`: removes the record; its recorded deliveries stay.
 *
 * @example
 * ```ts
 * await runDelete({ path: ['webhooks', 'delete'], args: ['wh_8f3k2m9q0d1z'], options: {}, ... });
 * ```
 */
export async function runDelete(context: CommandContext<WebhooksDeleteOptions>): Promise<number> {
  const id = context.args[0] ?? '';
  return withStore(context, (store) => {
    mustGet(store, id);
    store.webhooks.delete(id);
    context.out(`deleted webhook ${id}\n`);
    return 0;
  });
}

/**
 * `designhooks webhooks test <id>`: sends one subscribed event's fixture to the webhook and
 * records it. Exit 1 when the delivery failed.
 *
 * @example
 * ```ts
 * await runTest({ path: ['webhooks', 'test'], args: ['wh_8f3k2m9q0d1z'], options: { ca: 'cert.pem' }, ... });
 * ```
 */
export async function runTest(context: CommandContext<WebhooksTestOptions>): Promise<number> {
  const { options: o, out } = context;
  return withStore(context, async (store) => {
    const settings = sendSettingsFrom(o, context.err);
    const { webhook, event, result } = await testWebhook(
      store,
      context.args[0] ?? '',
      { event: o.event, encoding: o.encoding },
      {
        ...settings,
        onAttempt: o.json ? undefined : (report) => out(`${formatAttempt(report)}\n`),
      },
    );
    if (o.json) printJson(context, resultJson(result, event));
    else printResult(context, result, `test ${event} to ${redactUrl(webhook.url)}: `);
    return result.ok ? 0 : 1;
  });
}

// Every webhook printed shows its URL as redactUrl does (a secret in its query stays out).
function printJson(context: Pick<CommandContext, 'out'>, value: unknown): void {
  const shown = (key: string, field: unknown) =>
    key === 'url' && typeof field === 'string' ? redactUrl(field) : field;
  context.out(`${JSON.stringify(value, shown, 2)}\n`);
}

function mustGet(store: Store, id: string) {
  const webhook = store.webhooks.get(id);
  if (!webhook) throw new NotFoundError(`no webhook "${id}" (see designhooks webhooks list)`);
  return webhook;
}
