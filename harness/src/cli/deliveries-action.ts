import { redeliver } from '../delivery/redeliver.ts';
import { NotFoundError, UsageError } from '../errors.ts';
import type { CommandContext } from './command-context.ts';
import { formatAttempt } from './format-attempt.ts';
import { deliveryJson, formatDelivery, formatDeliveryRow } from './format-delivery.ts';
import { withStore } from './open-cli-store.ts';
import { printResult } from './print-result.ts';
import { resultJson } from './result-json.ts';
import { sendSettingsFrom } from './send-settings-from.ts';

/**
 * `designhooks deliveries <list|show|redeliver>`.
 *
 * @example
 * ```ts
 * await run({ path: ['deliveries', 'list'], args: [], options: { failed: true }, ... });
 * ```
 */
export async function run(context: CommandContext): Promise<number> {
  const { options: o, out } = context;
  const id = context.args[0] ?? '';
  return withStore(context, async (store) => {
    if (context.path[1] === 'list') {
      if (o.failed && o.succeeded)
        throw new UsageError('use either --failed or --succeeded, not both');
      if (
        o.webhook &&
        !store.webhooks.get(o.webhook) &&
        store.deliveries.list({ webhookId: o.webhook, limit: 1 }).length === 0
      ) {
        throw new NotFoundError(`no webhook "${o.webhook}" and no deliveries for it`);
      }
      const records = store.deliveries.list({
        webhookId: o.webhook,
        failed: o.failed ? true : o.succeeded ? false : undefined,
        limit: o.limit ?? 50,
      });
      if (o.json) out(`${JSON.stringify(records.map(deliveryJson), null, 2)}\n`);
      else
        out(
          records.length
            ? `${records.map(formatDeliveryRow).join('\n')}\n`
            : 'no deliveries recorded\n',
        );
      return 0;
    }
    if (context.path[1] === 'show') {
      const record = store.deliveries.get(id);
      if (!record) throw new NotFoundError(`no delivery "${id}" (see designhooks deliveries list)`);
      out(
        o.json
          ? `${JSON.stringify(deliveryJson(record), null, 2)}\n`
          : `${formatDelivery(record)}\n`,
      );
      return 0;
    }
    const settings = sendSettingsFrom(o, context.err);
    const { result } = await redeliver(
      store,
      id,
      { secret: o.secret },
      {
        ...settings,
        onAttempt: o.json ? undefined : (report) => out(`${formatAttempt(report)}\n`),
      },
    );
    if (o.json)
      out(
        `${JSON.stringify({ redeliveryOf: id, ...resultJson(result, result.records[0]?.event ?? '') }, null, 2)}\n`,
      );
    else printResult(context, result, `redelivery of ${id}: `);
    return result.ok ? 0 : 1;
  });
}
