import { OK_BODY, OK_JSON } from '../router/response-bodies.ts';
import type { ReceiveInput, ReceiveResult, Receiver } from '../router/types.ts';

/** The HTTP answer an adapter sends: status, headers and a small JSON body. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What the receiver did, for adapters that expose it (express sets `res.locals.webhook`). */
  result: ReceiveResult;
}

/**
 * The runtime-neutral core every adapter shares: hand the request to `receiver.receive` and
 * turn the result into an HTTP answer. Adapters only read the body, get headers and send, so
 * status codes and bodies are identical in node:http, express and fetch runtimes.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * import { handle } from '@designhooks/receiver/node';
 * const answer = await handle(createReceiver(), { method: 'GET', headers: {}, body: '' });
 * answer.status; // 405
 * ```
 */
export async function handle(receiver: Receiver, input: ReceiveInput): Promise<HttpAnswer> {
  const result = await receiver.receive(input);
  const body = result.body === OK_BODY ? OK_JSON : JSON.stringify(result.body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  };
  if (result.status === 405) headers.allow = 'POST';
  // The rest of an oversized body is not read: close the connection instead of draining it.
  if (result.status === 413) headers.connection = 'close';
  return { status: result.status, headers, body, result };
}
