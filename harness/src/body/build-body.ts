import { serializeDelivery, toCreatedAt } from '@designhooks/testing';
import { FixtureError } from '../errors.ts';
import { applySet } from './apply-set.ts';
import type { BodyEncoding } from './body-encoding.ts';
import { resolveFixture } from './resolve-fixture.ts';

/** What a delivery body is built from. */
export interface BuildBodyOptions {
  /** The event; it picks the canonical fixture when `fixture` is not given. */
  event: string;
  /** A fixture name of that event, or a path to a JSON file. */
  fixture?: string | undefined;
  /** `path=value` overrides applied in order, after `createdAt` is refreshed. */
  sets?: readonly string[] | undefined;
  /** Keep the fixture's `createdAt` instead of stamping the current time. */
  keepCreatedAt?: boolean | undefined;
  /**
   * `go` (default): written as the platform's Go sender writes it (`\u003c` for `<`, ...);
   * `js`: plain `JSON.stringify` bytes.
   */
  encoding?: BodyEncoding | undefined;
  /** The clock; defaults to now. */
  now?: () => Date;
}

/**
 * Builds the bytes of one delivery: the fixture, a fresh `createdAt` (second precision, `Z`),
 * the `--set` overrides, then the platform's encoding (`serializeDelivery`: compact JSON,
 * envelope keys first in the order `createdAt`, `event`, `data`, and `<`, `>`, `&`, U+2028,
 * U+2029 escaped as Go's encoder does). Every sending path (send, trigger, webhooks test, the
 * demo, serve) builds its bodies here. With `keepCreatedAt`, no overrides and no explicit `js`
 * encoding, the fixture's bytes are returned untouched (byte for byte, whatever their encoding).
 *
 * @example
 * ```ts
 * const body = buildBody({ event: 'project.updated', sets: ['data.object.name=<Renamed>'] });
 * body.toString(); // '{"createdAt":"…","event":"project.updated","data":{…"name":"\u003cRenamed\u003e"…}}'
 * ```
 */
export function buildBody(options: BuildBodyOptions): Buffer {
  const fixture = resolveFixture(options.event, options.fixture);
  const sets = options.sets ?? [];
  if (options.keepCreatedAt && sets.length === 0 && options.encoding !== 'js') return fixture.bytes;
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
  if (!options.keepCreatedAt) body.createdAt = toCreatedAt((options.now ?? (() => new Date()))());
  for (const assignment of sets) applySet(body, assignment);
  return Buffer.from(serializeDelivery(body, { escapeHtml: options.encoding !== 'js' }), 'utf8');
}
