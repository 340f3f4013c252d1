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
const goEscaped = /[<>&\u2028\u2029]/g;

/**
 * Serialises a delivery exactly as the platform sends it: compact JSON, top-level keys in the
 * order `createdAt`, `event`, `data` (then any others), nested keys as given, and `<`, `>`,
 * `&` escaped the way the platform's Go encoder does. Parsing a stored fixture and serialising
 * it gives back the fixture's bytes.
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
  if (options.escapeHtml === false) return json;
  // These characters can only occur inside JSON strings, so replacing them in the text is safe.
  return json.replace(
    goEscaped,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
