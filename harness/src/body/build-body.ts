import { MAX_BODY_BYTES } from '@designhooks/receiver';
import { serializeDelivery, toCreatedAt } from '@designhooks/testing';
import { FixtureError, InvalidSetError } from '../errors.ts';
import { boundedJson } from '../text/bounded-json.ts';
import { applySet } from './apply-set.ts';
import type { BodyEncoding } from './body-encoding.ts';
import { resolveFixture } from './resolve-fixture.ts';
import { describeBytes } from '../text/describe-bytes.ts';

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
 * Deepest nesting of a body the harness builds: V8's `JSON.stringify` overflows its stack
 * between 2,000 and 4,500 levels, and no delivery of the platform nests deeper than a few.
 *
 * @example
 * ```ts
 * buildBody({ event: 'project.updated', sets: [`data.object.name=${'['.repeat(1001)}${']'.repeat(1001)}`] });
 * // throws InvalidSetError: nested deeper than MAX_BODY_DEPTH (1000) levels
 * ```
 */
export const MAX_BODY_DEPTH = 1_000;

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
  assertBodyBounds(body);
  const bytes = Buffer.from(serializeDelivery(body, { escapeHtml: options.encoding !== 'js' }));
  if (bytes.length > MAX_BODY_BYTES) throw tooLarge();
  return bytes;
}

/**
 * Checks the overridden body against the SDK's body limit and {@link MAX_BODY_DEPTH} before it
 * is encoded: `--set data.object.extra.60000000=1` would otherwise build 300 MB, and a deep
 * `--set` value would overflow the encoder's stack. The walk stops at the limit, so the check
 * costs at most MAX_BODY_BYTES steps whatever the overrides asked for.
 */
function assertBodyBounds(body: Record<string, unknown>): void {
  const { cut } = boundedJson(body, { maxChars: MAX_BODY_BYTES, maxDepth: MAX_BODY_DEPTH });
  if (cut === 'depth')
    throw new InvalidSetError(
      `the --set values nest the body deeper than ${MAX_BODY_DEPTH} levels: nothing was sent`,
    );
  if (cut === 'size') throw tooLarge();
}

function tooLarge(): InvalidSetError {
  return new InvalidSetError(
    `the --set values make the body larger than the ${describeBytes(MAX_BODY_BYTES)} body limit: nothing was sent`,
  );
}
