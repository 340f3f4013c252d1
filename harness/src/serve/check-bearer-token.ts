import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { UnauthorizedError } from './platform-errors.ts';

/**
 * Checks `Authorization: Bearer <token>` against the server's token in constant time
 * (both sides hashed first, so lengths leak nothing either).
 *
 * @example
 * ```ts
 * checkBearerToken(req, 'dh_3kq…'); // throws UnauthorizedError when missing or wrong
 * ```
 */
export function checkBearerToken(req: Pick<IncomingMessage, 'headers'>, token: string): void {
  const header = req.headers.authorization;
  if (!header)
    throw new UnauthorizedError(
      'missing Authorization: Bearer <token> (serve printed the token at start)',
    );
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) throw new UnauthorizedError('Authorization must be "Bearer <token>"');
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  if (!timingSafeEqual(digest(match[1] as string), digest(token)))
    throw new UnauthorizedError('wrong token');
}
