import { BUILT_IN_SCENARIOS } from '../scenario/built-in-scenarios.ts';
import { SubscriptionFieldError } from '../errors.ts';

/** What `POST /_local/organizations/{org}/scenarios` asks for, checked. */
export interface ScenarioRequest {
  /** A built-in scenario's name. */
  scenario: string;
  seed: number | undefined;
  start: string | undefined;
}

const MAX_SEED = 4_294_967_295;

/**
 * Checks a scenario request's body: `scenario` one of the built-ins (never a file path: the API
 * must not read files), `seed` (optional) a whole number from 0 to 2^32 − 1, `start`
 * (optional) an ISO 8601 time. A bad field is a 422 naming it.
 *
 * @example
 * ```ts
 * parseScenarioRequest({ scenario: 'busy-day', seed: 42, start: '2026-01-05T09:00:00Z' });
 * ```
 */
export function parseScenarioRequest(body: Record<string, unknown>): ScenarioRequest {
  const names = Object.keys(BUILT_IN_SCENARIOS);
  if (typeof body.scenario !== 'string' || !Object.hasOwn(BUILT_IN_SCENARIOS, body.scenario)) {
    throw new SubscriptionFieldError(
      'scenario',
      `scenario must be a built-in: ${names.join(', ')}; got ${JSON.stringify(body.scenario ?? null)}`,
    );
  }
  const { seed, start } = body;
  if (
    seed !== undefined &&
    !(Number.isInteger(seed) && (seed as number) >= 0 && (seed as number) <= MAX_SEED)
  )
    throw new SubscriptionFieldError('seed', `seed must be a whole number from 0 to ${MAX_SEED}`);
  if (
    start !== undefined &&
    (typeof start !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(start) ||
      !Number.isFinite(Date.parse(start)))
  )
    throw new SubscriptionFieldError(
      'start',
      'start must be an ISO 8601 time such as 2026-01-05T09:00:00Z',
    );
  return {
    scenario: body.scenario,
    seed: seed as number | undefined,
    start: start as string | undefined,
  };
}
