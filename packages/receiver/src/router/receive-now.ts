import type { ReceiveInput, ReceiveResult, Receiver } from './types.ts';

type ReceiveNow = (input: ReceiveInput) => ReceiveResult | Promise<ReceiveResult>;

const pipelines = new WeakMap<Receiver, ReceiveNow>();

/**
 * Records the pipeline behind a receiver made by `createReceiver`, for `receiveNow`.
 *
 * @example
 * ```ts
 * // internal: createReceiver calls it
 * ```
 */
export function registerReceiveNow(receiver: Receiver, receive: ReceiveNow): void {
  pipelines.set(receiver, receive);
}

/**
 * What the adapters call: the receiver's pipeline, which returns the result itself when every
 * step was synchronous (no promise, no microtask before answering), else a promise of it. A
 * receiver not made by `createReceiver` (a wrapper, a test double) goes through its `receive`.
 *
 * @example
 * ```ts
 * import { receiveNow } from './receive-now.ts'; // internal
 * import { createReceiver } from './receiver.ts';
 * const result = receiveNow(createReceiver())({ body: '[]', headers: {} }); // { status: 400, ... }
 * ```
 */
export function receiveNow(receiver: Receiver): ReceiveNow {
  return pipelines.get(receiver) ?? ((input) => receiver.receive(input));
}
