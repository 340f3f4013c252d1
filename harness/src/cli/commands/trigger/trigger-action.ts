import type { RecordedResult } from '../../../delivery/deliver-and-record.ts';
import type { AttemptReport } from '../../../delivery/deliver.ts';
import { triggerEvent } from '../../../delivery/trigger-event.ts';
import { setValueNotes } from '../../../validate/set-value-notes.ts';
import type { Webhook } from '../../../store/webhook-table.ts';
import type { CommandContext } from '../../command-context.ts';
import { formatAttempt } from '../../format/format-attempt.ts';
import { printResult } from '../../format/print-result.ts';
import { whyNothingSent } from '../../format/why-nothing-sent.ts';
import { resultJson } from '../../format/result-json.ts';
import { withStore } from '../../open-cli-store.ts';
import { sendSettingsFrom } from '../../options/send-settings-from.ts';
import type { TriggerOptions } from './trigger-command.ts';
import { runOnServer } from './trigger-on-server-action.ts';
import { redactUrl } from '../../../text/redact-url.ts';

/**
 * `designhooks trigger <event>`: fan the event out to the organization's subscribed, active
 * webhooks. Exit 1 when any delivery failed.
 *
 * @example
 * ```ts
 * await run({ path: ['trigger'], args: ['project.updated'], options: {}, ... });
 * ```
 */
export async function run(context: CommandContext<TriggerOptions>): Promise<number> {
  const { options: o, out } = context;
  if (o.server !== undefined || o.token !== undefined || o.tokenFile !== undefined)
    return runOnServer(context);
  const settings = sendSettingsFrom(o, context.err);
  const event = context.args[0] ?? '';
  // Text: each webhook's attempts as they end (retries take seconds each), named by webhook
  // when there are several, since they run in parallel; its closing line when it is done.
  let several = false;
  // Before any POST, in every format: what --set made of the body (stderr), and the targets.
  const onTargets = async (targets: readonly Webhook[], body: Buffer) => {
    several = targets.length > 1;
    if (o.set?.length && targets.length > 0)
      for (const note of await setValueNotes(body, event)) context.err(`note: ${note}\n`);
    if (!o.json) for (const webhook of targets) out(`${webhook.id} ${redactUrl(webhook.url)}\n`);
  };
  const progress = o.json
    ? {}
    : {
        onAttempt: (webhook: Webhook, report: AttemptReport) =>
          out(
            `${several ? `  ${webhook.id} ${formatAttempt(report).trimStart()}` : formatAttempt(report)}\n`,
          ),
        onDelivered: (webhook: Webhook, result: RecordedResult) =>
          printResult(context, result, `${webhook.id}: `),
      };
  return withStore(context, async (store) => {
    const { organizationId, deliveries } = await triggerEvent(
      store,
      {
        event,
        organizationId: o.org,
        fixture: o.fixture,
        sets: o.set,
        keepCreatedAt: o.keepCreatedAt,
        encoding: o.encoding,
        onTargets,
        ...progress,
      },
      settings,
    );
    if (o.json) {
      out(
        `${JSON.stringify(
          {
            event,
            organizationId,
            deliveries: deliveries.map(({ webhook, result }) => ({
              webhookId: webhook.id,
              ...resultJson(result, event),
            })),
          },
          null,
          2,
        )}\n`,
      );
    } else if (deliveries.length === 0) {
      out(
        `no active webhook of organization ${organizationId} subscribes to ${event}; nothing sent${whyNothingSent(store.webhooks.list({ organizationId }), event)}\n`,
      );
    }
    return deliveries.every(({ result }) => result.ok) ? 0 : 1;
  });
}
