import { answeredInFront, type InFront } from '@designhooks/testing';
import type { AttemptResponse } from '../store/delivery-table.ts';

/**
 * What answered an attempt in front of the receiver's code (a tunnel, a framework's CSRF check, a
 * hosting platform's sign-in wall, a proxy), by `check`'s rules; undefined for the receiver's own
 * answer. The CLI's closing line and the inspector's "sent" tab say it in check's words.
 *
 * @example
 * ```ts
 * responseInFront({ status: 419, headers: {}, body: '', bodyTruncated: false })?.who;
 * // "the framework's CSRF protection"
 * ```
 */
export function responseInFront(response: AttemptResponse): InFront | undefined {
  const { location, 'www-authenticate': authenticate } = response.headers;
  return answeredInFront({
    status: response.status,
    body: response.body,
    location: typeof location === 'string' ? location : undefined,
    authenticate: typeof authenticate === 'string' ? authenticate : undefined,
  });
}
