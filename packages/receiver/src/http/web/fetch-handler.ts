import type { Receiver } from '../../core/types.ts';
import { handle } from '../handle.ts';
import { readWebBody } from './read-web-body.ts';

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

/**
 * A fetch `Request` as `receive` input: method, headers, and a body read on demand with the
 * receiver's limit. A class, so no closure is made per request on the hot path.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * import { WebRequestInput } from './fetch-handler.ts'; // internal
 * const request = new Request('http://localhost/webhooks', { method: 'GET' });
 * const result = await createReceiver().receive(new WebRequestInput(request)); // status 405
 * ```
 */
export class WebRequestInput {
  readonly method: string;
  readonly headers: Headers;
  constructor(private readonly request: Request) {
    this.method = request.method;
    this.headers = request.headers;
  }

  readBody(limitBytes: number): Promise<Uint8Array> {
    return readWebBody(this.request, limitBytes);
  }
}
