import { answeredInFront, htmlPageOf, inFrontHeaders, type InFront } from '@designhooks/testing';
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
  const { status, body, headers } = response;
  return answeredInFront({ status, body, ...inFrontHeaders((name) => headers[name]) });
}

/**
 * What the CLI says of an attempt answered 2xx with a whole HTML document: what a catch-all
 * route answers to anything, the receiver never running. One attempt cannot tell it from the
 * receiver's own page; `check` can (it sends one request more). Undefined for any other answer.
 *
 * @example
 * ```ts
 * answeredWithPage({ status: 200, body: '<!doctype html><title>App</title>' });
 * // "the answer is an HTML page: if a catch-all route (an app's index.html fallback) gave it, the receiver never ran"
 * ```
 */
export function answeredWithPage(response: { status: number; body: string }): string | undefined {
  return htmlPageOf(response) ? HTML_PAGE_ANSWERED : undefined;
}

/**
 * {@link answeredWithPage} with the command that tells, as a delivery's closing line (and its
 * `--json` note) and `scenario run` say it; `deliveries show` says the page alone.
 *
 * @example
 * ```ts
 * pageNote({ status: 200, body: '<!doctype html><title>App</title>' });
 * // "the answer is an HTML page: ... the receiver never ran; designhooks check <url> tells"
 * ```
 */
export function pageNote(response: { status: number; body: string }): string | undefined {
  const page = answeredWithPage(response);
  return page && `${page}; designhooks check <url> tells`;
}

const HTML_PAGE_ANSWERED =
  "the answer is an HTML page: if a catch-all route (an app's index.html fallback) gave it, the receiver never ran";
