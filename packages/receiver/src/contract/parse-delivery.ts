import { InvalidEnvelopeError, InvalidJsonError } from '../errors.ts';
import { isJsonObject } from './is-json-object.ts';

/** A parsed body that has the envelope's shape; its event may be one the SDK does not know. */
export interface UnknownDelivery {
  event: string;
  createdAt?: unknown;
  data: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Parses a delivery body into an envelope: a JSON object with a string `event` and an object
 * `data`. Throws `InvalidJsonError` or `InvalidEnvelopeError` (both status 400). The payload
 * itself is not validated here: see `validateDelivery`.
 *
 * @example
 * ```ts
 * import { parseDelivery } from '@designhooks/receiver';
 * const delivery = parseDelivery('{"createdAt":"2020-01-01T00:00:00Z","event":"x.y","data":{}}');
 * delivery.event; // 'x.y'
 * ```
 */
export function parseDelivery(body: Uint8Array | string): UnknownDelivery {
  let value: unknown;
  try {
    value = JSON.parse(typeof body === 'string' ? body : toText(body));
  } catch {
    throw new InvalidJsonError();
  }
  if (!isJsonObject(value)) throw new InvalidEnvelopeError('it is not a JSON object');
  if (typeof value.event !== 'string' || value.event === '') {
    throw new InvalidEnvelopeError('"event" is missing or not a non-empty string');
  }
  if (!isJsonObject(value.data))
    throw new InvalidEnvelopeError('"data" is missing or not an object');
  return value as UnknownDelivery;
}

// ignoreBOM keeps a leading byte-order mark in the text, so JSON.parse rejects it as before.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

function toText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
