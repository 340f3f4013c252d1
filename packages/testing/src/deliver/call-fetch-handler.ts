import { callHandler, deadline } from './deadline.ts';
import type { DeliverResult } from './send-http.ts';

/** A fetch handler: `Request` in, `Response` out (Hono, Next.js route handlers, `fetchHandler(receiver)`). */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * Calls a fetch handler with the request and reads its whole response within the timeout; a
 * handler that throws or rejects fails with `HandlerThrewError`.
 */
export async function callFetchHandler(
  handler: FetchHandler,
  request: Request,
  timeoutMs: number,
): Promise<DeliverResult> {
  const limit = deadline(timeoutMs);
  try {
    const response = await limit.within(callHandler(() => handler(request)));
    const body = await limit.within(response.text());
    return { status: response.status, body, headers: Object.fromEntries(response.headers) };
  } finally {
    limit.clear();
  }
}
