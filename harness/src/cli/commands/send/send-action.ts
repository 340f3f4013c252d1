import { buildBody } from '../../../body/build-body.ts';
import { responseInFront } from '../../../delivery/response-in-front.ts';
import { setValueNotes } from '../../../validate/set-value-notes.ts';
import { checkUrl } from '../../../webhooks/check-url.ts';
import { buildHeaders } from '../../../delivery/build-headers.ts';
import { deliverAndRecord } from '../../../delivery/deliver-and-record.ts';
import { Reachability } from '../../../delivery/reachability.ts';
import { sendMany } from '../../../delivery/send-many.ts';
import { UsageError } from '../../../errors.ts';
import { assertEvent, StoppedAnswering } from '@designhooks/testing';
import type { CommandContext } from '../../command-context.ts';
import { formatAttempt } from '../../format/format-attempt.ts';
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
      const reachability = new Reachability();
      const failures = new Map<string, number>();
      // every attempt as it ends: answers, then one that reached a dying process, then refusals
      const stoppedAnswering = new StoppedAnswering<true>();
      const summary = await sendMany({
        count: o.count,
        concurrency: o.concurrency ?? 10,
        deliverOne: async () => {
          const result = await deliverAndRecord(store, delivery, settings);
          reachability.record(result);
          for (const attempt of result.attempts)
            if (attempt.response) stoppedAnswering.answered();
            else stoppedAnswering.unanswered(true, attempt.error?.kind === 'refused');
          if (!result.ok) {
            const last = result.attempts.at(-1);
            const inFront = last?.response && responseInFront(last.response);
            const why = last?.response
              ? `status ${last.response.status}${inFront ? ` from ${inFront.who}` : ''}`
              : (last?.error?.message ?? 'no answer');
            failures.set(why, (failures.get(why) ?? 0) + 1);
          }
          return result.ok;
        },
        onProgress: bar.update,
        shouldStop: () => reachability.stopReason !== undefined,
      });
      bar.done();
      // Said only when it held deliveries back; the failed line already counts each reason.
      const stopped = summary.notSent > 0 ? reachability.stopReason : undefined;
      // answered at first, then silent with its port closed: it died, it was not never up
      const crashed = stoppedAnswering.at;
      if (o.json)
        context.out(
          `${JSON.stringify({
            event,
            url: redactUrl(url.href),
            ...summary,
            ...(stopped ? { stopped } : {}),
            ...(crashed ? { stoppedAnswering: { unanswered: crashed.count } } : {}),
          })}\n`,
        );
      else {
        context.out(
          `${summary.count} deliveries to ${redactUrl(url.href)}: ${(summary.successRate * 100).toFixed(1)}% succeeded ` +
            `(${summary.succeeded}/${summary.count}), p50 ${summary.p50Ms} ms, p95 ${summary.p95Ms} ms, ` +
            `${summary.perSecond.toFixed(1)} deliveries/s\n`,
        );
        if (failures.size > 0) context.out(`  failed: ${failureCounts(failures)}\n`);
        // a second or more at p95 over a quick median: a TCP client's retry of a connection
        // request the receiver's full backlog dropped comes 1 s later (then 3, 7 s)
        if (summary.p95Ms >= 1_000 && summary.p50Ms * 5 <= summary.p95Ms)
          context.out(
            `  slow: p95 ${summary.p95Ms} ms while p50 is ${summary.p50Ms} ms: some deliveries waited a second or more, as when the receiver's listen backlog is full and the kernel drops connections until the sender asks again (1, 3, 7 s later; Python's http.server keeps 5), or when its handler stalls now and then; designhooks check ${redactUrl(url.href)} tells which\n`,
          );
        if (crashed)
          context.out(
            `  stopped answering: the receiver answered, then took a delivery's connection and answered nothing from it on (${crashed.count} requests), its port closed: handling one probably crashed it (an uncaught error); catch what a handler can throw and answer it, and restart the receiver when it exits\n`,
          );
        if (stopped)
          context.out(
            `  stopped: no delivery got an HTTP answer: ${stopped}; ${summary.notSent} not sent\n`,
          );
      }
      return summary.failed === 0 && summary.notSent === 0 ? 0 : 1;
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

// The reasons deliveries failed, most frequent first: `18 x status 503, 2 x connection refused by …`.
function failureCounts(failures: ReadonlyMap<string, number>): string {
  return [...failures]
    .sort((a, b) => b[1] - a[1])
    .map(([why, count]) => `${count} x ${why}`)
    .join(', ');
}

// A key from the environment signs without a flag on the line: say so, so an unsigned test is not
// signed by surprise.
function signedHow(o: SendOptions, secret: string | undefined): string {
  if (secret === undefined) return 'unsigned';
  return o.secret === undefined && o.secretFile === undefined
    ? 'signed with $DESIGNHOOKS_SECRET'
    : 'signed';
}
