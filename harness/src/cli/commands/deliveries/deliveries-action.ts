import { redeliver } from '../../../delivery/redeliver.ts';
import { NotFoundError, UsageError } from '../../../errors.ts';
import type { CommandContext } from '../../command-context.ts';
import { formatAttempt } from '../../format/format-attempt.ts';
import { deliveryJson, formatDelivery, formatDeliveryRow } from '../../format/format-delivery.ts';
import { printResult } from '../../format/print-result.ts';
import { resultJson } from '../../format/result-json.ts';
import { withStore } from '../../open-cli-store.ts';
import { SECRET_FROM_FLAGS_ONLY, secretFrom } from '../../options/secret-options.ts';
import { sendSettingsFrom } from '../../options/send-settings-from.ts';
import type {
  DeliveriesListOptions,
  DeliveriesRedeliverOptions,
  DeliveriesShowOptions,
} from './deliveries-command.ts';

/**
 * `designhooks deliveries list`: one row per recorded attempt, the newest `--limit`.
 *
 * @example
 * ```ts
 * await runList({ path: ['deliveries', 'list'], args: [], options: { failed: true }, ... });
 * ```
 */
export async function runList(context: CommandContext<DeliveriesListOptions>): Promise<number> {
  const { options: o, out } = context;
  return withStore(context, (store) => {
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
  });
}

/**
 * `designhooks deliveries show <id>`: one attempt in full.
 *
 * @example
 * ```ts
 * await runShow({ path: ['deliveries', 'show'], args: ['dl_4k9x2m7q1c0a'], options: { json: true }, ... });
 * ```
 */
export async function runShow(context: CommandContext<DeliveriesShowOptions>): Promise<number> {
  const id = context.args[0] ?? '';
  return withStore(context, (store) => {
    const record = store.deliveries.get(id);
    if (!record) throw new NotFoundError(`no delivery "${id}" (see designhooks deliveries list)`);
    context.out(
      context.options.json
        ? `${JSON.stringify(deliveryJson(record), null, 2)}\n`
        : `${formatDelivery(record)}\n`,
    );
    return 0;
  });
}

/**
 * `designhooks deliveries redeliver <id>`: sends a recorded body again, byte-exact, re-signed
 * with the webhook's current key. Exit 1 when the delivery failed.
 *
 * @example
 * ```ts
 * await runRedeliver({ path: ['deliveries', 'redeliver'], args: ['dl_4k9x2m7q1c0a'], options: {}, ... });
 * ```
 */
export async function runRedeliver(
  context: CommandContext<DeliveriesRedeliverOptions>,
): Promise<number> {
  const { options: o, out } = context;
  const id = context.args[0] ?? '';
  return withStore(context, async (store) => {
    const settings = sendSettingsFrom(o, context.err);
    const { result } = await redeliver(
      store,
      id,
      {
        secret: secretFrom(o, SECRET_FROM_FLAGS_ONLY),
        environmentSecret: secretFrom({}),
        onNote: (note) => context.err(`note: ${note}\n`),
      },
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
