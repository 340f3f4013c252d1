import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { readNodeBody } from './read-node-body.ts';

/**
 * A node:http request as `receive` input: method, headers, and a body read on demand with the
 * receiver's limit. A class, so no closure is made per request on the hot path.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createReceiver } from '@designhooks/receiver';
 * import { NodeRequestInput } from './node-request-input.ts'; // internal
 * const receiver = createReceiver();
 * createServer(async (req, res) => res.end(String((await receiver.receive(new NodeRequestInput(req))).status)));
 * ```
 */
export class NodeRequestInput {
  readonly method: string;
  readonly headers: IncomingHttpHeaders;
  constructor(private readonly req: IncomingMessage) {
    this.method = req.method ?? 'GET';
    this.headers = req.headers;
  }

  readBody(limitBytes: number): Promise<Buffer> {
    return readNodeBody(this.req, limitBytes);
  }
}
