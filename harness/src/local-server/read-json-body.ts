import type { IncomingMessage } from 'node:http';
import { BadRequestError, RequestTooLargeError } from '../errors.ts';
import { readBody } from './read-body.ts';

/** Inspector actions take small JSON bodies. */
export const API_MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads an inspector action's JSON body (an object; empty means `{}`), up to `maxBytes`
 * (16 KiB unless the action carries a delivery body).
 *
 * @example
 * ```ts
 * const { name } = await readJsonBody(req); // POST /api/deliveries/:id/fixture {"name":"x"}
 * ```
 */
export async function readJsonBody(
  req: IncomingMessage,
  maxBytes = API_MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const { body, tooLarge } = await readBody(req, maxBytes);
  if (tooLarge) throw new RequestTooLargeError(`request body is larger than ${maxBytes} bytes`);
  if (body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadRequestError('request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequestError('request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
