import { BadRequestError } from '../errors.ts';

/**
 * The `?limit=` of a local server's list route (serve's deliveries, the inspector's): `fallback`
 * when absent, at most `max`; anything but a positive whole number is a 400, not a silent default.
 *
 * @example
 * ```ts
 * readLimit(new URLSearchParams('limit=20'), 100, 1000); // 20
 * readLimit(new URLSearchParams('limit=abc'), 100, 1000); // throws BadRequestError (400)
 * ```
 */
export function readLimit(query: URLSearchParams, fallback: number, max: number): number {
  const text = query.get('limit');
  if (text === null) return fallback;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1)
    throw new BadRequestError('limit must be a positive integer');
  return Math.min(limit, max);
}
