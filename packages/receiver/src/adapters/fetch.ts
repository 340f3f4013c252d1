import type { Receiver } from '../router/types.ts';
import { handle } from './handle.ts';
import { WebRequestInput } from './web-request-input.ts';

/**
 * A fetch-style handler, `(request: Request) => Promise<Response>`, for runtimes built on the
 * web Request/Response: Next.js route handlers, Hono, Bun, Deno, Cloudflare Workers.
 *
 * @example
 * ```ts
 * // app/api/webhooks/route.ts in a Next.js app
 * import { createReceiver } from '@designhooks/receiver';
 * import { fetchHandler } from '@designhooks/receiver/fetch';
 * const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
 * receiver.on('commits.created', (delivery) => console.log(delivery.data.object.commits.length));
 * export const POST = fetchHandler(receiver);
 * ```
 */
export function fetchHandler(receiver: Receiver): (request: Request) => Promise<Response> {
  return async (request) => {
    const answer = await handle(receiver, new WebRequestInput(request));
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
