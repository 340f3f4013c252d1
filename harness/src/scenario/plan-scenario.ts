import {
  createWorld,
  seededRandom,
  serializeDelivery,
  toCreatedAt,
  WorldInputError,
  WorldStateError,
  type SeededRandom,
  type World,
} from '@designhooks/testing';
import { MAX_BODY_BYTES } from '@designhooks/receiver';
import type { EventName } from '@designhooks/types';
import type { BodyEncoding } from '../body/body-encoding.ts';
import { buildBody } from '../body/build-body.ts';
import { HarnessError, ScenarioError } from '../errors.ts';
import { countDeliveries, SCENARIO_LIMITS } from './load-scenario.ts';
import type { ActionStep, Scenario, ScenarioStep } from './scenario.ts';
import { describeBytes } from '../text/describe-bytes.ts';

/** One delivery of a planned run, in the order it is sent. */
export interface PlannedDelivery {
  /** Position in the world's order (1-based): what a receiver sees when nothing is reordered. */
  seq: number;
  event: EventName;
  /** The exact bytes sent (a duplicate or redelivery carries its original's bytes). */
  body: Buffer;
  /** `event` (the platform's first send), `duplicate` (sent once more, at once), `redelivery` (sent again later). */
  kind: 'event' | 'duplicate' | 'redelivery';
  /** For a duplicate or redelivery: the `seq` of the delivery it repeats. */
  of?: number;
  /** World time waited before this delivery (a `wait` step), in ms; slept only with a speed. */
  waitMs: number;
  /** Set on the deliveries of a burst step: consecutive ones with the same group go out together. */
  burst?: { group: number; size: number };
}

/** A scenario turned into its deliveries, before anything is sent. */
export interface ScenarioPlan {
  name: string;
  seed: number;
  /** The world's start, ISO 8601. */
  start: string;
  organizationId: string;
  deliveries: PlannedDelivery[];
  /** Deliveries sent twice in a row by a `duplicate` step. */
  duplicates: number;
  /** Deliveries that a `reorder` step moved from their place in the world's order. */
  reordered: number;
  /** Earlier deliveries sent again by a `redeliver` step. */
  redelivered: number;
}

/** What a plan is made with. */
export interface PlanOptions {
  seed: number;
  /** The world's start (`--start`); default now. */
  start?: Date | string | undefined;
  /** The organization the world's objects belong to; default: derived from the seed. */
  organizationId?: string | undefined;
  /** `go` (the platform's, default) or `js`. */
  encoding?: BodyEncoding | undefined;
}

/**
 * Runs a scenario's steps on a seeded world ({@link createWorld}) and returns every delivery it
 * sends, in order, with the delivery behaviour applied: duplicates right after their original,
 * reordered windows shuffled (seeded, never left in the world's order), bursts marked, and
 * redeliveries of earlier bodies. Nothing is sent; the same scenario, seed and start give the
 * same plan, byte for byte.
 *
 * @example
 * ```ts
 * const plan = planScenario(loadScenario('busy-day'), { seed: 42, start: '2026-01-05T09:00:00Z' });
 * plan.deliveries.length; // 1000
 * plan.deliveries[0]!.body.toString(); // '{"createdAt":"2026-01-05T09:00:…","event":"project.created",…}'
 * ```
 */
export function planScenario(scenario: Scenario, options: PlanOptions): ScenarioPlan {
  if (countDeliveries(scenario.steps) > SCENARIO_LIMITS.maxDeliveries)
    throw new ScenarioError(`scenario: more than ${SCENARIO_LIMITS.maxDeliveries} deliveries`);
  let world: World;
  try {
    world = createWorld({
      seed: options.seed,
      start: options.start,
      organizationId: options.organizationId,
    });
  } catch (error) {
    throw error instanceof WorldInputError ? new ScenarioError(error.message) : error;
  }
  const start = toCreatedAt(world.now());
  // delivery behaviour draws from its own stream, so adding a duplicate step leaves the world's ids alone
  const behaviour = seededRandom(options.seed ^ 0x5bd1e995);
  const state: PlanState = {
    world,
    random: behaviour,
    encoding: options.encoding ?? 'go',
    sequence: 0,
    bytes: 0,
    history: [],
    pendingWaitMs: 0,
    bursts: 0,
    duplicates: 0,
    reordered: 0,
    redelivered: 0,
  };
  let deliveries: PlannedDelivery[];
  try {
    deliveries = expand(scenario.steps, [], state);
  } catch (error) {
    if (error instanceof ScenarioError && scenario.name)
      throw new ScenarioError(`scenario ${scenario.name}: ${error.message}`);
    throw error;
  }
  return {
    name: scenario.name ?? 'scenario',
    seed: options.seed,
    start,
    organizationId: world.organizationId,
    deliveries,
    duplicates: state.duplicates,
    reordered: state.reordered,
    redelivered: state.redelivered,
  };
}

interface PlanState {
  world: World;
  random: SeededRandom;
  encoding: BodyEncoding;
  sequence: number;
  /** Bytes of the bodies built so far (duplicates and redeliveries share their original's). */
  bytes: number;
  /** Every first send and redelivery so far, in the world's order (what `redeliver: n` counts back in). */
  history: PlannedDelivery[];
  pendingWaitMs: number;
  bursts: number;
  duplicates: number;
  reordered: number;
  redelivered: number;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

function expand(
  steps: readonly ScenarioStep[],
  path: number[],
  state: PlanState,
): PlannedDelivery[] {
  const out: PlannedDelivery[] = [];
  steps.forEach((step, index) => {
    const at = [...path, index + 1];
    const label = `step ${at.join('.')}`;
    if ('wait' in step) {
      const ms = Number(step.wait.slice(0, -1)) * UNIT_MS[step.wait.slice(-1)]!;
      state.world.advance(ms);
      state.pendingWaitMs += ms;
    } else if ('action' in step) {
      out.push(first(state, runAction(state, step, `${label} (${step.action})`)));
    } else if ('event' in step) {
      out.push(first(state, rawEvent(state, step, `${label} (event ${step.event})`)));
    } else if ('redeliver' in step) {
      const original = state.history[state.history.length - step.redeliver];
      if (!original) {
        throw new ScenarioError(
          `${label} (redeliver): redeliver ${step.redeliver} needs ${step.redeliver} earlier deliveries; there are ${state.history.length}`,
        );
      }
      const again: PlannedDelivery = {
        ...withWait(state),
        seq: original.seq,
        event: original.event,
        body: original.body,
        kind: 'redelivery',
        of: original.seq,
      };
      state.redelivered += 1;
      out.push(again);
    } else if ('repeat' in step) {
      for (let round = 0; round < step.repeat; round += 1)
        out.push(...expand(step.steps, at, state));
    } else if ('duplicate' in step) {
      const p = step.duplicate === true ? 1 : step.duplicate === false ? 0 : step.duplicate;
      for (const delivery of expand(step.steps, at, state)) {
        out.push(delivery);
        if (delivery.kind === 'event' && p > 0 && state.random.chance(p)) {
          state.duplicates += 1;
          out.push({ ...delivery, kind: 'duplicate', of: delivery.seq, waitMs: 0 });
        }
      }
    } else if ('reorder' in step) {
      const nested = expand(step.steps, at, state);
      const window = step.reorder === true ? nested.length : step.reorder;
      for (let from = 0; from < nested.length; from += window) {
        const slice = nested.slice(from, from + window);
        const shuffled = shuffleAway(slice, state.random);
        state.reordered += shuffled.filter((delivery, i) => delivery !== slice[i]).length;
        out.push(...shuffled);
      }
    } else if ('burst' in step) {
      const group = ++state.bursts;
      for (const delivery of expand(step.steps, at, state))
        out.push(delivery.burst ? delivery : { ...delivery, burst: { group, size: step.burst } });
    }
  });
  return out;
}

/** A first send: numbered in the world's order and remembered for `redeliver`. */
function first(state: PlanState, made: { event: EventName; body: Buffer }): PlannedDelivery {
  state.bytes += made.body.length;
  if (state.bytes > SCENARIO_LIMITS.maxPlanBytes) {
    throw new ScenarioError(
      `its deliveries would hold more than ${describeBytes(SCENARIO_LIMITS.maxPlanBytes)} of bodies (at delivery ${state.sequence + 1}); send fewer or smaller pushes`,
    );
  }
  const delivery: PlannedDelivery = {
    ...withWait(state),
    seq: ++state.sequence,
    event: made.event,
    body: made.body,
    kind: 'event',
  };
  state.history.push(delivery);
  return delivery;
}

/** Hands the waited time to the next delivery, once. */
function withWait(state: PlanState): { waitMs: number } {
  const waitMs = state.pendingWaitMs;
  state.pendingWaitMs = 0;
  return { waitMs };
}

function runAction(
  state: PlanState,
  step: ActionStep,
  label: string,
): { event: EventName; body: Buffer } {
  const { action, ...params } = step;
  try {
    const body = (state.world[action] as (options: object) => { event: EventName })(params);
    const bytes = Buffer.from(serializeDelivery(body, { escapeHtml: state.encoding !== 'js' }));
    // the world's own bounds keep a body far below it; raw events are checked by buildBody
    if (bytes.length > MAX_BODY_BYTES)
      throw new ScenarioError(`${label}: the body is larger than the receiver's body limit`);
    return { event: body.event, body: bytes };
  } catch (error) {
    if (error instanceof WorldStateError || error instanceof WorldInputError)
      throw new ScenarioError(`${label}: ${error.message.replace(/^\w+: /, '')}`);
    throw error;
  }
}

function rawEvent(
  state: PlanState,
  step: { event: EventName; fixture?: string; set?: Record<string, unknown> },
  label: string,
): { event: EventName; body: Buffer } {
  try {
    const body = buildBody({
      event: step.event,
      fixture: step.fixture,
      sets: Object.entries(step.set ?? {}).map(
        ([path, value]) => `${path}=${JSON.stringify(value)}`,
      ),
      encoding: state.encoding,
      now: () => state.world.now(),
    });
    return { event: step.event, body };
  } catch (error) {
    if (error instanceof HarnessError)
      throw new ScenarioError(`${label}: ${error.message.replace('--set', 'set')}`);
    throw error;
  }
}

/** A seeded shuffle that never returns the world's order (two or more items): a reorder step always reorders. */
function shuffleAway<T>(items: readonly T[], random: SeededRandom): T[] {
  if (items.length < 2) return [...items];
  const shuffled = random.shuffle(items);
  if (shuffled.every((item, i) => item === items[i])) shuffled.push(shuffled.shift()!);
  return shuffled;
}
