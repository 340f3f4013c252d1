import { goEscape } from '@designhooks/receiver';

/** Options for turning a delivery into the bytes the platform would send. */
export interface SerializeOptions {
  /**
   * Escape `<`, `>`, `&`, U+2028 and U+2029 as `\u003c`-style sequences, as the platform's Go
   * JSON encoder does (every stored fixture is written this way). Default `true`. With `false`
   * the body is plain `JSON.stringify` output.
   */
  escapeHtml?: boolean;
}

const envelopeKeys = ['createdAt', 'event', 'data'];

/**
 * Serialises a delivery exactly as the platform sends it: compact JSON, top-level keys in the
 * order `createdAt`, `event`, `data` (then any others), nested keys as given, and `<`, `>`,
 * `&`, U+2028, U+2029 escaped the way the platform's Go encoder does (the receiver's
 * `goEscape`). Parsing a stored fixture and serialising it gives back the fixture's bytes.
 *
 * @example
 * ```ts
 * import { fixture, serializeDelivery } from '@designhooks/testing';
 * serializeDelivery(fixture('project.updated')); // '{"createdAt":"…","event":"project.updated","data":{…}}'
 * ```
 */
export function serializeDelivery(delivery: object, options: SerializeOptions = {}): string {
  const ordered: Record<string, unknown> = {};
  const source = delivery as Record<string, unknown>;
  for (const key of envelopeKeys) if (key in source) ordered[key] = source[key];
  for (const [key, value] of Object.entries(source)) if (!(key in ordered)) ordered[key] = value;
  const json = JSON.stringify(ordered);
  return options.escapeHtml === false ? json : goEscape(json);
}
