import type { ReceiveInput, Receiver } from '../core/types.ts';
import { toHttpAnswer, type HttpAnswer } from './to-http-answer.ts';

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
export function handle(receiver: Receiver, input: ReceiveInput): Promise<HttpAnswer> {
  return receiver.receive(input).then(toHttpAnswer);
}
