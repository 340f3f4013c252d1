import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { callHandler, deadline } from './deadline.ts';
import { readAnswerBody } from './read-answer-body.ts';
import type { DeliverResult } from './send-http.ts';

/** A fetch handler: `Request` in, `Response` out (Hono, Next.js route handlers, `fetchHandler(receiver)`). */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * Calls a fetch handler with the request and reads its response within the timeout, as
 * `sendHttp` reads one from the network (gunzipped, cut at `ANSWER_BODY_LIMIT_BYTES`); a handler
 * that throws or rejects fails with `HandlerThrewError`.
 */
export async function callFetchHandler(
  handler: FetchHandler,
  request: Request,
  timeoutMs: number,
): Promise<DeliverResult> {
  const limit = deadline(timeoutMs);
  try {
    const response = await limit.within(callHandler(() => handler(request)));
    const stream = Readable.fromWeb((response.body ?? new Blob().stream()) as NodeWebStream);
    const read = readAnswerBody(stream, response.headers.get('content-encoding') ?? undefined);
    const { body, truncated } = await limit.within(read);
    const headers = Object.fromEntries(response.headers);
    return {
      status: response.status,
      body,
      headers,
      ...(truncated ? { bodyTruncated: true as const } : {}),
    };
  } finally {
    limit.clear();
  }
}
