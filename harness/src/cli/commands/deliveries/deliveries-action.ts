import type { SendSettings } from '../../../delivery/deliver-and-record.ts';
import type { AttemptReport } from '../../../delivery/deliver.ts';
import { redeliver, redeliverFailed, type RedeliverInput } from '../../../delivery/redeliver.ts';
import type { Store } from '../../../store/open-store.ts';
import { NotFoundError, UsageError } from '../../../errors.ts';
import { parseEventList } from '../../../events/parse-event-list.ts';
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
    if (o.webhook) assertKnownWebhook(store, o.webhook);
    const records = store.deliveries.list({
      webhookId: o.webhook,
      events: eventsFilter(o.events),
      failed: o.failed ? true : o.succeeded ? false : undefined,
      limit: o.limit ?? 50,
    });
    if (o.json) out(`${JSON.stringify(records.map(deliveryJson), null, 2)}\n`);
    else
      out(
        records.length
          ? `${records.map(formatDeliveryRow).join('\n')}\n`
          : store.deliveries.count() === 0
            ? 'no deliveries recorded\n'
            : 'no recorded attempt matches these filters\n',
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
 * with the webhook's current key; with `--failed`, every delivery not delivered yet, oldest
 * first. Exit 1 when a delivery failed (or was not sent).
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
  const id = context.args[0];
  if (id !== undefined && o.failed)
    throw new UsageError('give a delivery id or --failed, not both');
  if (id === undefined && !o.failed)
    throw new UsageError(
      'give the id of a delivery to redeliver, or --failed for every failed one',
    );
  if ((o.webhook !== undefined || o.events !== undefined) && !o.failed)
    throw new UsageError(
      `${o.webhook !== undefined ? '--webhook' : '--events'} goes with --failed (a delivery id names its webhook and event)`,
    );
  return withStore(context, async (store) => {
    const settings = sendSettingsFrom(o, context.err);
    const input = {
      secret: secretFrom(o, SECRET_FROM_FLAGS_ONLY),
      environmentSecret: secretFrom({}),
      onNote: (note: string) => context.err(`note: ${note}\n`),
    };
    const onAttempt = o.json
      ? undefined
      : (report: AttemptReport) => out(`${formatAttempt(report)}\n`);
    if (o.failed) return redeliverEveryFailed(context, store, input, { ...settings, onAttempt });
    const { result } = await redeliver(store, id!, input, { ...settings, onAttempt });
    if (o.json)
      out(
        `${JSON.stringify({ redeliveryOf: id, ...resultJson(result, result.records[0]?.event ?? '') }, null, 2)}\n`,
      );
    else printResult(context, result, `redelivery of ${id}: `);
    return result.ok ? 0 : 1;
  });
}

// --failed: each redelivery as it ends (streamed in --json too: one body at a time in memory),
// then what was delivered, failed again, not sent or left out.
async function redeliverEveryFailed(
  context: CommandContext<DeliveriesRedeliverOptions>,
  store: Store,
  input: RedeliverInput,
  settings: SendSettings,
): Promise<number> {
  const { options: o, out } = context;
  if (o.webhook) assertKnownWebhook(store, o.webhook);
  // the JSON opens with the first redelivery: a key missing refuses the run before it
  let first = true;
  const run = await redeliverFailed(
    store,
    { webhookId: o.webhook, events: eventsFilter(o.events) },
    {
      ...input,
      onRedelivery: (original, result) => {
        if (o.json) {
          const json = { redeliveryOf: original.id, ...resultJson(result, original.event) };
          out(`${first ? '{"redeliveries": [' : ','}\n  ${JSON.stringify(json)}`);
          first = false;
        } else printResult(context, result, `redelivery of ${original.id}: `);
      },
    },
    settings,
  );
  const { failed, delivered, failedAgain, notSent, leftOut, stopped } = run;
  if (o.json) {
    const totals = { failed: failed.length, delivered, failedAgain, notSent, leftOut, stopped };
    out(`${first ? '{"redeliveries": [' : '\n'}], ${JSON.stringify(totals).slice(1)}\n`);
  } else if (failed.length === 0) out('no failed deliveries to redeliver\n');
  else {
    const parts = [`${delivered} delivered`, `${failedAgain} failed again`];
    if (notSent.length) parts.push(`${notSent.length} not sent: ${stopped.join('; ')}`);
    const deleted = leftOut.filter((entry) => entry.why === 'deleted');
    const paused = leftOut.filter((entry) => entry.why === 'paused');
    if (deleted.length) parts.push(`${deleted.length} left out: their webhook has been deleted`);
    if (paused.length) {
      const webhooks = [...new Set(paused.map((entry) => entry.webhookId))].join(', ');
      parts.push(
        `${paused.length} left out: their webhook is paused (${webhooks}; webhooks update <id> --active true, then again)`,
      );
    }
    out(
      `redelivered ${delivered + failedAgain} of ${failed.length} failed deliveries: ${parts.join(', ')}\n`,
    );
  }
  return failedAgain === 0 && notSent.length === 0 ? 0 : 1;
}

// A webhook id to filter on: one that exists, or whose deliveries outlived it.
function assertKnownWebhook(store: Store, id: string): void {
  if (!store.webhooks.get(id) && store.deliveries.list({ webhookId: id, limit: 1 }).length === 0)
    throw new NotFoundError(`no webhook "${id}" and no deliveries for it`);
}

// `--events 'comment.*,project.deleted'` as the names it stands for; absent: every event.
function eventsFilter(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : parseEventList(value, { patterns: true });
}
