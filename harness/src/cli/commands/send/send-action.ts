import { buildBody } from '../../../body/build-body.ts';
import { setValueNotes } from '../../../validate/set-value-notes.ts';
import { checkUrl } from '../../../webhooks/check-url.ts';
import { buildHeaders } from '../../../delivery/build-headers.ts';
import { deliverAndRecord } from '../../../delivery/deliver-and-record.ts';
import { sendCount } from '../../../delivery/send-count.ts';
import { UsageError } from '../../../errors.ts';
import { assertEvent } from '@designhooks/testing';
import type { CommandContext } from '../../command-context.ts';
import { formatAttempt } from '../../format/format-attempt.ts';
import { formatCountReport } from '../../format/format-count-report.ts';
import { formatRequest } from '../../format/format-delivery.ts';
import { printResult } from '../../format/print-result.ts';
import { progressBar } from '../../format/progress-bar.ts';
import { resultJson } from '../../format/result-json.ts';
import { withStore } from '../../open-cli-store.ts';
import { secretFrom } from '../../options/secret-options.ts';
import { sendSettingsFrom } from '../../options/send-settings-from.ts';
import type { SendOptions } from './send-command.ts';
import { redactUrl } from '../../../text/redact-url.ts';

/**
 * `designhooks send`: one delivery, or `--count` deliveries with `--concurrency` in flight.
 *
 * @example
 * ```ts
 * await run({ path: ['send'], args: ['project.updated'], options: { url: 'https://127.0.0.1:8443/' }, ... });
 * ```
 */
export async function run(context: CommandContext<SendOptions>): Promise<number> {
  const { options: o } = context;
  const event = context.args[0] ?? '';
  assertEvent(event);
  const url = checkUrl(o.url, { allowHttp: o.allowHttp });
  if (o.concurrency !== undefined && o.count === undefined)
    throw new UsageError('--concurrency needs --count');
  const body = buildBody({
    event,
    fixture: o.fixture,
    sets: o.set,
    keepCreatedAt: o.keepCreatedAt,
    encoding: o.encoding,
  });
  const settings = sendSettingsFrom(o, context.err);
  const secret = secretFrom(o);
  if (o.set?.length)
    for (const note of await setValueNotes(body, event)) context.err(`note: ${note}\n`);
  if (o.dryRun) {
    // The exact request, for a test of a receiver in any language, or curl: nothing is sent.
    if (o.count !== undefined) throw new UsageError('--dry-run sends nothing: leave out --count');
    const headers = buildHeaders({ url, body, secret, service: settings.service });
    context.out(
      o.json
        ? `${JSON.stringify({ url: redactUrl(url.href), headers, body: body.toString('utf8') })}\n`
        : `${formatRequest(url.href, headers, body)}\n`,
    );
    return 0;
  }
  return withStore(context, async (store) => {
    const delivery = {
      url,
      body,
      event,
      secret,
      source: 'send' as const,
    };
    if (o.count !== undefined) {
      const bar = progressBar(process.stderr);
      const report = await sendCount(store, delivery, settings, {
        count: o.count,
        concurrency: o.concurrency ?? 10,
        onProgress: bar.update,
      });
      bar.done();
      const shown = redactUrl(url.href);
      context.out(
        o.json
          ? `${JSON.stringify({ event, url: shown, ...report })}\n`
          : formatCountReport(report, shown),
      );
      return report.failed === 0 && report.notSent === 0 ? 0 : 1;
    }
    if (!o.json)
      context.out(
        `POST ${redactUrl(url.href)}  ${event}  (${body.length} bytes, ${signedHow(o, secret)})\n`,
      );
    const result = await deliverAndRecord(store, delivery, {
      ...settings,
      onAttempt: o.json ? undefined : (report) => context.out(`${formatAttempt(report)}\n`),
    });
    if (o.json) context.out(`${JSON.stringify(resultJson(result, event))}\n`);
    else printResult(context, result);
    return result.ok ? 0 : 1;
  });
}

// A key from the environment signs without a flag on the line: say so, so an unsigned test is not
// signed by surprise.
function signedHow(o: SendOptions, secret: string | undefined): string {
  if (secret === undefined) return 'unsigned';
  return o.secret === undefined && o.secretFile === undefined
    ? 'signed with $DESIGNHOOKS_SECRET'
    : 'signed';
}
