import { listFixtures } from '@designhooks/schemas';
import { assertEvent, didYouMean } from '@designhooks/testing';
import { SubscriptionFieldError } from '../errors.ts';
import { MAX_BODY_DEPTH } from '../body/build-body.ts';
import { boundedJson } from '../text/bounded-json.ts';
import { MAX_BODY_BYTES } from '@designhooks/receiver';
import { describeBytes } from '../text/describe-bytes.ts';

/** What `POST /_local/organizations/{org}/trigger` asks for, checked. */
export interface TriggerRequest {
  event: string;
  fixture: string | undefined;
  /** `path=<JSON value>` assignments, as `--set` takes them. */
  sets: string[];
}

/**
 * Checks a trigger request's body: `event` one of the events, `fixture` (optional) one of that
 * event's stored fixtures by name (never a file path: the API must not read files), `set`
 * (optional) an object of dot paths to JSON values, or a list of `path=value` strings as
 * `--set` takes them. A bad field is a 422 naming it.
 *
 * @example
 * ```ts
 * parseTriggerRequest({ event: 'project.updated', set: { 'data.object.name': 'Renamed' } });
 * // { event: 'project.updated', fixture: undefined, sets: ['data.object.name="Renamed"'] }
 * ```
 */
export function parseTriggerRequest(body: Record<string, unknown>): TriggerRequest {
  if (typeof body.event !== 'string')
    throw new SubscriptionFieldError('event', 'event is required: one of the event names');
  let event: string;
  try {
    assertEvent(body.event);
    event = body.event;
  } catch (error) {
    throw new SubscriptionFieldError('event', (error as Error).message);
  }
  let fixture: string | undefined;
  if (body.fixture !== undefined) {
    const names = listFixtures(event).map((candidate) => candidate.name);
    if (typeof body.fixture !== 'string' || !names.includes(body.fixture)) {
      throw new SubscriptionFieldError(
        'fixture',
        `unknown fixture ${JSON.stringify(body.fixture)}${typeof body.fixture === 'string' ? didYouMean(body.fixture, names) : ''}; fixtures for ${event}: ${names.join(', ')}`,
      );
    }
    fixture = body.fixture;
  }
  const set = body.set ?? {};
  // An array is the CLI's own `--set path=value` list (designhooks trigger --server passes it through).
  if (Array.isArray(set) && set.every((item) => typeof item === 'string'))
    return { event, fixture, sets: set as string[] };
  if (set === null || typeof set !== 'object' || Array.isArray(set)) {
    throw new SubscriptionFieldError(
      'set',
      'set must be an object of {"dot.path": value} or a list of "dot.path=value"',
    );
  }
  const sets = Object.entries(set).map(([path, value]) => `${path}=${setValue(path, value)}`);
  return { event, fixture, sets };
}

/** A `set` value as the CLI's `path=value` text; a value too deep to encode is refused here (422), not by a stack overflow. */
function setValue(path: string, value: unknown): string {
  const { text, cut } = boundedJson(value, { maxChars: MAX_BODY_BYTES, maxDepth: MAX_BODY_DEPTH });
  if (cut === 'depth')
    throw new SubscriptionFieldError(
      'set',
      `set "${path}" nests deeper than ${MAX_BODY_DEPTH} levels`,
    );
  if (cut === 'size')
    throw new SubscriptionFieldError(
      'set',
      `set "${path}" is larger than the ${describeBytes(MAX_BODY_BYTES)} body limit`,
    );
  return text;
}
