import { randomInt } from 'node:crypto';
import type { BodyEncoding } from '../body/body-encoding.ts';
import type { SendSettings } from '../delivery/deliver-and-record.ts';
import { loadScenario } from '../scenario/load-scenario.ts';
import { planScenario } from '../scenario/plan-scenario.ts';
import { runScenario } from '../scenario/run-scenario.ts';
import type { Store } from '../store/open-store.ts';
import type { ScenarioRequest } from './parse-scenario-request.ts';

/** What `POST /_local/organizations/{org}/scenarios` answers (202). */
export interface ScenarioStarted {
  scenario: string;
  seed: number;
  start: string;
  organizationId: string;
  /** Deliveries started in all (each webhook gets those of the events it subscribes to). */
  deliveries: number;
  webhooks: { id: string; deliveries: number }[];
}

/**
 * Plans a built-in scenario on a world of the organization (its bodies carry that
 * organization's id) and starts sending it to every active webhook of the organization, each
 * getting the deliveries of its subscribed events, in order, signed with its key, every
 * attempt recorded. Returns at once with what was started; the run goes on in the background
 * and is handed to `track`, so shutdown can wait for it or abort it.
 *
 * @example
 * ```ts
 * const started = startScenario(store, { scenario: 'busy-day', seed: 1, start: undefined, organizationId: org },
 *   settings, inFlight.track);
 * started.webhooks; // [{ id: 'wh_…', deliveries: 1000 }]
 * ```
 */
export function startScenario(
  store: Store,
  request: ScenarioRequest & { organizationId: string; encoding?: BodyEncoding | undefined },
  settings: SendSettings,
  track: (running: Promise<unknown>) => void,
): ScenarioStarted {
  const seed = request.seed ?? randomInt(0, 2 ** 31);
  const plan = planScenario(loadScenario(request.scenario), {
    seed,
    start: request.start,
    organizationId: request.organizationId,
    encoding: request.encoding,
  });
  const webhooks = store.webhooks
    .list({ organizationId: request.organizationId })
    .filter((webhook) => webhook.active);
  const targets = webhooks.map((webhook) => ({
    url: new URL(webhook.url),
    secret: store.webhooks.signingKey(webhook.id),
    webhookId: webhook.id,
    events: webhook.events,
  }));
  const counts = webhooks.map((webhook) => ({
    id: webhook.id,
    deliveries: plan.deliveries.filter((delivery) => webhook.events.includes(delivery.event))
      .length,
  }));
  if (targets.length > 0)
    track(runScenario({ plan, targets, store, settings }).catch(() => undefined));
  return {
    scenario: plan.name,
    seed,
    start: plan.start,
    organizationId: request.organizationId,
    deliveries: counts.reduce((sum, webhook) => sum + webhook.deliveries, 0),
    webhooks: counts,
  };
}
