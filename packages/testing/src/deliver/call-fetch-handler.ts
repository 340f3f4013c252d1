import { DeliverTimeoutError, HandlerThrewError } from '../errors.ts';
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
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliverTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    const answer = Promise.resolve()
      .then(() => handler(request))
      .catch((error: unknown) => Promise.reject(new HandlerThrewError(error)));
    const response = await Promise.race([answer, timeout]);
    const body = await Promise.race([response.text(), timeout]);
    return { status: response.status, body, headers: Object.fromEntries(response.headers) };
  } finally {
    clearTimeout(timer);
  }
}
