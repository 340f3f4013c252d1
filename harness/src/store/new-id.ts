import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A short random id with a readable prefix: `wh_` for webhooks, `dl_` for delivery attempts.
 * 12 characters of Crockford-style base32 (60 bits) after the prefix.
 *
 * @example
 * ```ts
 * newId('wh'); // 'wh_8f3k2m9q0d1z'
 * ```
 */
export function newId(prefix: string): string {
  const bytes = randomBytes(12);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return `${prefix}_${id}`;
}
