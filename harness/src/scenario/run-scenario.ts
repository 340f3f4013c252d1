import { setTimeout as sleepFor } from 'node:timers/promises';
import { deliverAndRecord, type SendSettings } from '../delivery/deliver-and-record.ts';
import { responseInFront } from '../delivery/response-in-front.ts';
import type { ReplayWindowError } from '@designhooks/receiver';
import { percentile, StoppedAnswering } from '@designhooks/testing';
import { Reachability } from '../delivery/reachability.ts';
import { sendMany } from '../delivery/send-many.ts';
import type { Store } from '../store/open-store.ts';
import type { PlannedDelivery, ScenarioPlan } from './plan-scenario.ts';
import { redactUrl } from '../text/redact-url.ts';

/** Where a run sends: a URL (`scenario run --url`) or a webhook of the store (`serve`). */
export interface ScenarioTarget {
  url: URL;
  /** Signing key; the signature header is sent only with one. */
  secret?: string | undefined;
  /** The webhook it is, when it is one (recorded with each attempt). */
  webhookId?: string | undefined;
  /** Only deliveries of these events go to it (a webhook's subscription); default all. */
  events?: readonly string[] | undefined;
}

/** One delivery done, as the CLI's progress shows it. */
export interface ScenarioProgress {
  done: number;
  total: number;
  delivery: PlannedDelivery;
  target: ScenarioTarget;
  ok: boolean;
  /** The final attempt's HTTP status, or null when there was no answer. */
  status: number | null;
  /** Why there was no answer (the final attempt's error, one line), or null. */
  error: string | null;
  /** The final answer's body, or null when there was no answer. */
  body: string | null;
  /** What answered in front of the receiver's code (check's words), or null: its own answer. */
  inFront: string | null;
  /**
   * What each attempt before the final one got: its status (`'500'`) or error kind
   * (`'timeout'`, `'refused'`); empty when the first attempt was the last.
   */
  retriedAfter: string[];
  durationMs: number;
  /**
   * The delivery this target stopped answering at, its port closed since (it probably crashed on
   * it); null while it answers. Later deliveries are still sent and retried, as the platform would.
   */
  stoppedAnsweringAt: PlannedDelivery | null;
}

/** What {@link runScenario} needs. */
export interface RunScenarioOptions {
  plan: ScenarioPlan;
  targets: readonly ScenarioTarget[];
  /** Every attempt is recorded here (source `scenario`); none without a store. */
  store?: Store | undefined;
  settings: SendSettings;
  /** Sleep each `wait` divided by this (2 = twice as fast); without it, waits only move the world's clock. */
  speed?: number | undefined;
  onDelivery?: ((progress: ScenarioProgress) => void) | undefined;
  /** The sleeper for `speed`, injectable for tests. */
  sleep?: (ms: number) => Promise<unknown>;
  /**
   * Stop sending to a target that never answered once a delivery got no HTTP answer at all
   * (`Reachability`). `scenario run` sets it; serve's scenarios send everything, as the platform
   * would.
   */
  stopWhenUnreachable?: boolean | undefined;
}

/** What a run did: counts, statuses, latency and the delivery behaviour applied. */
export interface ScenarioSummary {
  scenario: string;
  seed: number;
  start: string;
  organizationId: string;
  /** Deliveries planned (each target's, duplicates and redeliveries included). */
  deliveries: number;
  /** Deliveries whose final attempt got a 2xx. */
  ok: number;
  /** Deliveries sent whose final attempt did not. */
  failed: number;
  /** Deliveries not sent: the run stopped (`stopped` says why). */
  notSent: number;
  /** Why the run stopped early (a target never reachable), absent when it sent everything. */
  stopped?: string;
  /**
   * Targets that answered, then stopped at one delivery (its connection taken, never answered)
   * and closed their port: they probably crashed on it. Absent when none did.
   */
  stoppedAnswering?: Array<{ url: string; seq: number; event: string }>;
  duplicates: number;
  reordered: number;
  redelivered: number;
  /** Deliveries sent more than once by the retry policy (each retry sends the same bytes). */
  retried: number;
  /** Attempts after the first, over all deliveries. */
  retries: number;
  /** What the attempts that were retried got, by status or error kind: `{ "500": 3, "timeout": 1 }`. */
  retriedAfter: Record<string, number>;
  /**
   * Deliveries the receiver refused as outside its replay window (the SDK's 400
   * `outside_replay_window`), absent when none: a scenario's clock runs ahead of real time.
   */
  replayWindowRefusals?: number;
  /** Final status of each delivery, by code (`none` when there was no answer). */
  statuses: Record<string, number>;
  /** Deliveries per event name. */
  events: Record<string, number>;
  /** Per delivery, first attempt's start to last attempt's end, ms. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  elapsedMs: number;
  perSecond: number;
}

/**
 * Sends a planned scenario as `send` sends: the platform's exact headers, the planned bytes,
 * the signature when the target has a key, the retry policy, and every attempt recorded in the
 * store (source `scenario`; a redelivery points at its original's record). Each target gets the
 * deliveries of the events it subscribes to, in the plan's order, one at a time, except a burst's
 * deliveries, which go out together (up to the burst's size in flight). Targets run in parallel.
 *
 * @example
 * ```ts
 * const plan = planScenario(loadScenario('comment-thread'), { seed: 1 });
 * const summary = await runScenario({ plan, targets: [{ url: new URL('https://127.0.0.1:8443/hooks'), secret: 's3cret' }],
 *   store, settings: { policy: defaultRetryPolicy } });
 * summary.failed; // 0 when every final status was 2xx
 * ```
 */
export async function runScenario(options: RunScenarioOptions): Promise<ScenarioSummary> {
  const { plan } = options;
  const sleep = options.sleep ?? sleepFor;
  const lists = options.targets.map((target) => ({
    target,
    deliveries: target.events
      ? plan.deliveries.filter((delivery) => target.events!.includes(delivery.event))
      : plan.deliveries,
  }));
  const total = lists.reduce((sum, list) => sum + list.deliveries.length, 0);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const events: Record<string, number> = {};
  let ok = 0;
  let replayWindowRefusals = 0;
  let duplicates = 0;
  let redelivered = 0;
  let retried = 0;
  const retriedAfter: Record<string, number> = {};
  let stopped: string | undefined;
  const stoppedAnswering: NonNullable<ScenarioSummary['stoppedAnswering']> = [];
  const started = performance.now();

  const runTarget = async (target: ScenarioTarget, deliveries: readonly PlannedDelivery[]) => {
    // the first attempt's record of each seq, so a redelivery can name what it repeats
    const recordOf = new Map<number, string>();
    const reachability = new Reachability();
    // every attempt in order: a delivery whose first attempt reached a dying process (reset) and
    // whose retries found the port closed is the one it stopped answering at
    const stoppedAt = new StoppedAnswering<PlannedDelivery>();
    const sendOne = async (delivery: PlannedDelivery): Promise<boolean> => {
      if (options.speed && delivery.waitMs > 0) await sleep(delivery.waitMs / options.speed);
      const t0 = performance.now();
      const result = await deliverAndRecord(
        options.store,
        {
          url: target.url,
          body: delivery.body,
          event: delivery.event,
          secret: target.secret,
          source: 'scenario',
          webhookId: target.webhookId ?? null,
          redeliveryOf: delivery.kind === 'redelivery' ? recordOf.get(delivery.seq) : null,
        },
        options.settings,
      );
      const durationMs = performance.now() - t0;
      const firstRecord = result.records[0]?.id;
      if (delivery.kind === 'event' && firstRecord) recordOf.set(delivery.seq, firstRecord);
      const last = result.attempts.at(-1);
      const status = last?.response?.status ?? null;
      const error = status === null ? (last?.error ?? null) : null;
      const body = last?.response?.body ?? null;
      const earlier = result.attempts
        .slice(0, -1)
        .map((attempt) => String(attempt.response?.status ?? attempt.error?.kind ?? 'error'));
      if (earlier.length > 0) retried += 1;
      for (const got of earlier) retriedAfter[got] = (retriedAfter[got] ?? 0) + 1;
      if (status === 400 && refusedAsReplay(body)) replayWindowRefusals += 1;
      reachability.record(result);
      for (const attempt of result.attempts)
        if (attempt.response) stoppedAt.answered();
        else stoppedAt.unanswered(delivery, attempt.error?.kind === 'refused');
      latencies.push(durationMs);
      statuses[status ?? 'none'] = (statuses[status ?? 'none'] ?? 0) + 1;
      events[delivery.event] = (events[delivery.event] ?? 0) + 1;
      if (result.ok) ok += 1;
      if (delivery.kind === 'duplicate') duplicates += 1;
      if (delivery.kind === 'redelivery') redelivered += 1;
      options.onDelivery?.({
        done: latencies.length,
        total,
        delivery,
        target,
        ok: result.ok,
        status,
        error: error?.message ?? null,
        body,
        inFront: (last?.response && responseInFront(last.response)?.who) ?? null,
        retriedAfter: earlier,
        durationMs,
        stoppedAnsweringAt: stoppedAt.at?.first ?? null,
      });
      return result.ok;
    };
    for (let index = 0; index < deliveries.length;) {
      const unreachable = options.stopWhenUnreachable ? reachability.stopReason : undefined;
      if (unreachable !== undefined) {
        stopped ??= `the first delivery to ${redactUrl(target.url.href)} got no HTTP answer: ${unreachable}`;
        return;
      }
      const burst = deliveries[index]!.burst;
      if (!burst) {
        await sendOne(deliveries[index]!);
        index += 1;
        continue;
      }
      let end = index;
      while (end < deliveries.length && deliveries[end]!.burst?.group === burst.group) end += 1;
      const group = deliveries.slice(index, end);
      await sendMany({
        count: group.length,
        concurrency: burst.size,
        deliverOne: (at) => sendOne(group[at]!),
      });
      index = end;
    }
    const at = stoppedAt.at?.first;
    if (at)
      stoppedAnswering.push({ url: redactUrl(target.url.href), seq: at.seq, event: at.event });
  };

  await Promise.all(lists.map(({ target, deliveries }) => runTarget(target, deliveries)));
  const elapsedMs = performance.now() - started;
  const round = (ms: number): number => Math.round(ms * 100) / 100;
  return {
    scenario: plan.name,
    seed: plan.seed,
    start: plan.start,
    organizationId: plan.organizationId,
    deliveries: total,
    ok,
    failed: latencies.length - ok,
    notSent: total - latencies.length,
    ...(stopped ? { stopped } : {}),
    ...(stoppedAnswering.length > 0 ? { stoppedAnswering } : {}),
    ...(replayWindowRefusals > 0 ? { replayWindowRefusals } : {}),
    duplicates,
    reordered: plan.reordered,
    redelivered,
    retried,
    retries: Object.values(retriedAfter).reduce((sum, count) => sum + count, 0),
    retriedAfter,
    statuses,
    events,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    elapsedMs: round(elapsedMs),
    perSecond: elapsedMs > 0 ? Math.round((latencies.length * 1000 * 100) / elapsedMs) / 100 : 0,
  };
}

// The SDK's answer to a `createdAt` outside `replayWindowSeconds`: its error code in the body
// (typed by the error class, so a renamed code fails to compile here).
const REPLAY_WINDOW_CODE: ReplayWindowError['code'] = 'outside_replay_window';
function refusedAsReplay(body: string | null): boolean {
  try {
    return (
      (JSON.parse(body ?? '') as { error?: { code?: unknown } }).error?.code === REPLAY_WINDOW_CODE
    );
  } catch {
    return false; // not the SDK's JSON answer
  }
}
