import { FixtureError } from '../errors.ts';
import { applySet } from './apply-set.ts';
import { formatCreatedAt } from './format-created-at.ts';
import { resolveFixture } from './resolve-fixture.ts';

/** What a delivery body is built from. */
export interface BuildBodyOptions {
  /** The event; it picks the canonical fixture when `fixture` is not given. */
  event: string;
  /** A fixture name of that event, or a path to a JSON file. */
  fixture?: string;
  /** `path=value` overrides applied in order, after `createdAt` is refreshed. */
  sets?: readonly string[];
  /** Keep the fixture's `createdAt` instead of stamping the current time. */
  keepCreatedAt?: boolean;
  /** The clock; defaults to now. */
  now?: () => Date;
}

/**
 * Builds the bytes of one delivery: the fixture, a fresh `createdAt` (second precision, `Z`),
 * the `--set` overrides, then compact JSON with the envelope's keys first in the platform's
 * order (`createdAt`, `event`, `data`). With `keepCreatedAt` and no overrides the fixture's
 * bytes are returned untouched, so escapes such as `\u003c` survive.
 *
 * @example
 * ```ts
 * const body = buildBody({ event: 'project.updated', sets: ['data.object.name=Renamed'] });
 * JSON.parse(body.toString()).data.object.name; // 'Renamed'
 * ```
 */
export function buildBody(options: BuildBodyOptions): Buffer {
  const fixture = resolveFixture(options.event, options.fixture);
  const sets = options.sets ?? [];
  if (options.keepCreatedAt && sets.length === 0) return fixture.bytes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fixture.bytes.toString('utf8'));
  } catch {
    throw new FixtureError(`fixture "${fixture.source}" is not valid JSON`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FixtureError(`fixture "${fixture.source}" is not a JSON object`);
  }
  const body = parsed as Record<string, unknown>;
  if (!options.keepCreatedAt) body.createdAt = formatCreatedAt((options.now ?? (() => new Date()))());
  for (const assignment of sets) applySet(body, assignment);
  const { createdAt, event, data, ...rest } = body;
  return Buffer.from(JSON.stringify({ createdAt, event, data, ...rest }), 'utf8');
}
