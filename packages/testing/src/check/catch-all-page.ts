import type { InFront } from './answered-in-front.ts';

/**
 * An app's catch-all route, named as {@link answeredInFront} names what answers in front of the
 * receiver: a route that serves the same HTML page (a single-page app's index.html, a static
 * host's fallback) to any request takes a delivery, answers 200, and handles nothing.
 */
export const CATCH_ALL_PAGE: InFront = {
  who: "a catch-all route answering any request with the same HTML page (an app's index.html fallback, a static host)",
  fix: "route POSTs to the webhook's path to the receiver ahead of the catch-all, or check the receiver's own path: a delivery the page answers 2xx is acknowledged and lost (if your code did run, answer the delivery itself, and bytes that are not one with 400, instead of the page)",
};

/** A 2xx answer that is an HTML document: its status, and what two such pages compare by. */
export interface HtmlPage {
  status: number;
  /** Its `<title>` when it has one. */
  title: string | undefined;
  /** `title:<title>`, or `body:<the whole body>` without a title. */
  id: string;
}

/**
 * The answer as a page, when it is a 2xx whose body is a whole HTML document: what a receiver
 * rarely answers a delivery with, and a catch-all route (an app's index.html fallback) answers
 * every request with. `check` compares such pages by their `<title>` (a page may carry a
 * per-request nonce), else whole; `send` notes one.
 *
 * @example
 * ```ts
 * import { htmlPageOf } from '@designhooks/testing';
 *
 * htmlPageOf({ status: 200, body: '<!doctype html><title>Shop</title>' })?.title; // 'Shop'
 * htmlPageOf({ status: 200, body: '{"ok":true}' }); // undefined
 * ```
 */
export function htmlPageOf(answer: { status: number; body?: string }): HtmlPage | undefined {
  const { status, body = '' } = answer;
  if (status < 200 || status >= 300 || !/^\s*(<!doctype html|<html[\s>])/i.test(body))
    return undefined;
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.trim();
  return { status, title, id: title ? `title:${title}` : `body:${body}` };
}
