import { testWebhook } from '../delivery/test-webhook.ts';
import { NotFoundError } from '../errors.ts';
import { checkOrganizationId } from '../webhooks/check-organization-id.ts';
import { createWebhook } from '../webhooks/create-webhook.ts';
import { updateWebhook } from '../webhooks/update-webhook.ts';
import type { Store } from '../store/open-store.ts';
import type { CommandContext } from './command-context.ts';
import { formatAttempt } from './format-attempt.ts';
import { formatWebhook, formatWebhookRow } from './format-webhook.ts';
import { withStore } from './open-cli-store.ts';
import { printResult } from './print-result.ts';
import { resultJson } from './result-json.ts';
import { sendSettingsFrom } from './send-settings-from.ts';

/**
 * `designhooks webhooks <create|list|show|update|delete|test>`.
 *
 * @example
 * ```ts
 * await run({ path: ['webhooks', 'list'], args: [], options: {}, ... });
 * ```
 */
export async function run(context: CommandContext): Promise<number> {
  const { options: o, out } = context;
  const id = context.args[0] ?? '';
  const json = (value: unknown): void => out(`${JSON.stringify(value, null, 2)}\n`);
  return withStore(context, async (store) => {
    switch (context.path[1]) {
      case 'create': {
        const { webhook, signingKey } = createWebhook(store, {
          url: o.url,
          events: o.events,
          organizationId: o.org,
          signingKey: o.signingKey,
          generateSigningKey: o.generateSigningKey,
          allowHttp: o.allowHttp,
        });
        if (o.json) json({ webhook, signingKey: signingKey ?? null });
        else {
          out(`created ${formatWebhook(webhook)}\n`);
          if (signingKey) out(`\nsigning key (shown this once; store it now): ${signingKey}\n`);
        }
        return 0;
      }
      case 'list': {
        const webhooks = store.webhooks.list({
          organizationId: o.org ? checkOrganizationId(o.org) : undefined,
        });
        if (o.json) json(webhooks);
        else
          out(
            webhooks.length
              ? `${webhooks.map(formatWebhookRow).join('\n')}\n`
              : 'no webhooks yet (designhooks webhooks create --help)\n',
          );
        return 0;
      }
      case 'show': {
        const webhook = mustGet(store, id);
        if (o.json) json(webhook);
        else out(`${formatWebhook(webhook)}\n`);
        return 0;
      }
      case 'update': {
        const { webhook, signingKey } = updateWebhook(store, id, {
          url: o.url,
          events: o.events,
          active: o.active,
          signingKey: o.signingKey,
          generateSigningKey: o.generateSigningKey,
          allowHttp: o.allowHttp,
        });
        if (o.json) json(signingKey ? { webhook, signingKey } : { webhook });
        else {
          out(`updated ${formatWebhook(webhook)}\n`);
          if (signingKey) out(`\nnew signing key (shown this once; store it now): ${signingKey}\n`);
        }
        return 0;
      }
      case 'delete': {
        mustGet(store, id);
        store.webhooks.delete(id);
        out(`deleted webhook ${id}\n`);
        return 0;
      }
      default: {
        const settings = sendSettingsFrom(o, context.err);
        const { webhook, event, result } = await testWebhook(
          store,
          id,
          { event: o.event, encoding: o.encoding },
          {
            ...settings,
            onAttempt: o.json ? undefined : (report) => out(`${formatAttempt(report)}\n`),
          },
        );
        if (o.json) json(resultJson(result, event));
        else printResult(context, result, `test ${event} to ${webhook.url}: `);
        return result.ok ? 0 : 1;
      }
    }
  });
}

function mustGet(store: Store, id: string) {
  const webhook = store.webhooks.get(id);
  if (!webhook) throw new NotFoundError(`no webhook "${id}" (see designhooks webhooks list)`);
  return webhook;
}
