import { answeredInFront, htmlPageOf, inFrontHeaders, type InFront } from '@designhooks/testing';
import type { ForwardResult } from './received-record.ts';

/**
 * What answered in front of the `--forward-to` app's code (its CSRF protection, a redirect to its
 * sign-in page, a proxy), by `check`'s rules; undefined for the app's own answer or no answer.
 *
 * @example
 * ```ts
 * forwardInFront(record.forward)?.who; // "the framework's CSRF protection"
 * ```
 */
export function forwardInFront(forward: ForwardResult): InFront | undefined {
  if (forward.status === null) return undefined;
  const header = (wanted: string) =>
    forward.headers.find(([name]) => name.toLowerCase() === wanted)?.[1];
  return answeredInFront({ status: forward.status, body: forward.body, ...inFrontHeaders(header) });
}

/**
 * Whether the `--forward-to` app answered 2xx with a whole HTML document, as its catch-all route
 * (an index.html fallback) would: one forward cannot tell it from the app's own page. The
 * terminal line and the inspector's detail both say so, from this one rule.
 *
 * @example
 * ```ts
 * if (forwardHtmlPage(record.forward)) parts.push("(an HTML page: ...)");
 * ```
 */
export function forwardHtmlPage(forward: ForwardResult): boolean {
  const { status, error, body } = forward;
  return status !== null && error === null && htmlPageOf({ status, body }) !== undefined;
}
