import { readWebBody } from './read-web-body.ts';

/**
 * A fetch `Request` as `receive` input: method, headers, and a body read on demand with the
 * receiver's limit. A class, so no closure is made per request on the hot path.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * import { WebRequestInput } from './web-request-input.ts'; // internal
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
