import { randomInt } from 'node:crypto';
import { stringify } from 'yaml';
import { swallowedNote } from '@designhooks/testing';
import { pageNote } from '../../../delivery/response-in-front.ts';
import { checkUrl } from '../../../webhooks/check-url.ts';
import { BUILT_IN_SCENARIOS } from '../../../scenario/built-in-scenarios.ts';
import { countDeliveries, loadScenario } from '../../../scenario/load-scenario.ts';
import { planScenario } from '../../../scenario/plan-scenario.ts';
import { runScenario, type ScenarioProgress } from '../../../scenario/run-scenario.ts';
import type { CommandContext } from '../../command-context.ts';
import { bodyStart } from '../../../text/body-start.ts';
import { formatScenarioSummary } from '../../format/format-scenario-summary.ts';
import { progressBar } from '../../format/progress-bar.ts';
import { withStore } from '../../open-cli-store.ts';
import { secretFrom } from '../../options/secret-options.ts';
import { sendSettingsFrom } from '../../options/send-settings-from.ts';
import type { ScenarioRunOptions, ScenarioShowOptions } from './scenario-command.ts';
import { redactUrl } from '../../../text/redact-url.ts';

/**
 * `designhooks scenario list`: the built-ins, with how many deliveries each sends.
 *
 * @example
 * ```ts
 * await runList({ path: ['scenario', 'list'], args: [], options: {}, ... });
 * ```
 */
export function runList(context: CommandContext<ScenarioShowOptions>): number {
  const rows = Object.entries(BUILT_IN_SCENARIOS).map(([name, scenario]) => ({
    name,
    deliveries: countDeliveries(scenario.steps),
    description: scenario.description ?? '',
  }));
  if (context.options.json) context.out(`${JSON.stringify(rows)}\n`);
  else
    for (const row of rows)
      context.out(
        `${row.name.padEnd(24)} ${String(row.deliveries).padStart(5)}  ${row.description}\n`,
      );
  return 0;
}

/**
 * `designhooks scenario show <name|file>`: the scenario as YAML (or JSON), checked: against its
 * schema, then planned on a world as `run` plans it, so that a step the world cannot take (a push
 * before any branch, a redelivery of more deliveries than came before) fails here too.
 *
 * @example
 * ```ts
 * await runShow({ path: ['scenario', 'show'], args: ['busy-day'], options: {}, ... });
 * ```
 */
export function runShow(context: CommandContext<ScenarioShowOptions>): number {
  const scenario = loadScenario(context.args[0] ?? '');
  planScenario(scenario, { seed: 0 });
  context.out(
    context.options.json ? `${JSON.stringify(scenario, null, 2)}\n` : stringify(scenario),
  );
  return 0;
}

/**
 * `designhooks scenario run <name|file> --url <url>`: plans the scenario on a seeded world,
 * sends it, shows progress (a bar on a terminal, a line per delivery otherwise) and a summary.
 *
 * @example
 * ```ts
 * await runRun({ path: ['scenario', 'run'], args: ['busy-day'], options: { url: 'https://127.0.0.1:8443/' }, ... });
 * ```
 */
export async function runRun(context: CommandContext<ScenarioRunOptions>): Promise<number> {
  const { options: o } = context;
  const scenario = loadScenario(context.args[0] ?? '');
  const url = checkUrl(o.url, { allowHttp: o.allowHttp });
  const settings = sendSettingsFrom(o, context.err);
  const secret = secretFrom(o);
  const seed = o.seed ?? randomInt(0, 2 ** 31);
  const plan = planScenario(scenario, { seed, start: o.start, encoding: o.encoding });
  return withStore(context, async (store) => {
    const bar = process.stdout.isTTY && !o.json ? progressBar(process.stderr) : undefined;
    // said once, as it happens: each later delivery now waits out its retries
    let toldStopped = false;
    const stoppedNote = ({ stoppedAnsweringAt: at }: ScenarioProgress): string | undefined => {
      if (!at || toldStopped) return undefined;
      toldStopped = true;
      return `  the receiver stopped answering at #${at.seq} ${at.event} and its port is closed: it probably crashed on it; the rest are still sent and retried, as the platform would (Ctrl-C stops them; deliveries redeliver --failed sends the failed ones once it is back)`;
    };
    // once: a 2xx HTML page may be a catch-all route's (one delivery cannot tell; check can)
    let toldPage = false;
    const pageOnce = ({ ok, status, body }: ScenarioProgress): string | undefined => {
      const page = ok && status !== null && pageNote({ status, body: body ?? '' });
      if (toldPage || !page) return undefined;
      toldPage = true;
      return `  ${page}`;
    };
    // once: a 2xx carrying the handler's own error is counted delivered, as the platform does
    let toldSwallowed = false;
    const swallowedOnce = ({ ok, status, body, delivery }: ScenarioProgress) => {
      const note =
        ok && status !== null && !toldSwallowed
          ? swallowedNote({ status, body: body ?? '' }, delivery.body)
          : undefined;
      if (note === undefined) return undefined;
      toldSwallowed = true;
      return `  #${delivery.seq} ${delivery.event}: ${note}`;
    };
    const notes = (progress: ScenarioProgress) =>
      [stoppedNote(progress), swallowedOnce(progress), pageOnce(progress)].filter(
        (note) => note !== undefined,
      );
    const line = (progress: ScenarioProgress): void => {
      const { delivery, status, body } = progress;
      const what = delivery.kind === 'event' ? '' : ` (${delivery.kind} of #${delivery.of})`;
      const retried = progress.retriedAfter.length
        ? `; retried after ${progress.retriedAfter.join(', ')}`
        : '';
      // A refusal says why, as send's attempt lines do: the start of the receiver's answer.
      const refused = status !== null && !progress.ok && body !== null;
      const why = !refused
        ? ''
        : progress.inFront
          ? ` | from ${progress.inFront}`
          : ` | ${bodyStart(body)}`;
      context.out(
        `[${progress.done}/${progress.total}] #${delivery.seq} ${delivery.event}${what} -> ${status ?? `no answer: ${progress.error ?? 'unknown'}`} (${progress.durationMs.toFixed(1)} ms${retried})${why}\n`,
      );
      for (const note of notes(progress)) context.out(`${note}\n`);
    };
    const drawBar =
      bar &&
      ((progress: ScenarioProgress): void => {
        bar.update(progress.done, progress.total);
        for (const note of notes(progress)) bar.note(note);
      });
    const summary = await runScenario({
      plan,
      targets: [{ url, secret }],
      store,
      settings,
      speed: o.speed,
      stopWhenUnreachable: true,
      onDelivery: drawBar ?? (o.json ? undefined : line),
    });
    bar?.done();
    context.out(
      o.json
        ? `${JSON.stringify({ url: redactUrl(url.href), ...summary })}\n`
        : formatScenarioSummary(summary, redactUrl(url.href)),
    );
    return summary.failed === 0 && summary.notSent === 0 ? 0 : 1;
  });
}
