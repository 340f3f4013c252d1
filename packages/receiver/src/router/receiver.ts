import { createReceiverState } from './receiver-state.ts';
import { receiveDelivery } from './receive-delivery.ts';
import { registerReceiveNow } from './receive-now.ts';
import type { Receiver, ReceiverOptions } from './types.ts';

/**
 * Creates a receiver for the platform's webhooks: it verifies the signature, parses the
 * envelope, validates the payload against its event's JSON Schema and routes it to handlers
 * typed by event name. Serve it with `nodeHandler`, `expressMiddleware` or `fetchHandler`, or
 * call `receive` yourself.
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
 * receiver.on('project.updated', async (delivery) => {
 *   console.log('renamed to', delivery.data.object.name);
 * });
 * receiver.on('branch.*', (delivery) => console.log(delivery.event));
 * receiver.onUnknown((delivery) => console.log('new event name', delivery.event));
 * ```
 */
export function createReceiver(options: ReceiverOptions = {}): Receiver {
  const state = createReceiverState(options);
  const receiver: Receiver = {
    service: state.service,
    maxBodyBytes: state.maxBodyBytes,
    on(events, handler) {
      state.registry.add(events, handler);
      return receiver;
    },
    onAny(handler) {
      state.registry.addAny(handler);
      return receiver;
    },
    onUnknown(handler) {
      state.unknownHandlers.push(handler);
      return receiver;
    },
    onError(handler) {
      state.errorHandlers.push(handler);
      return receiver;
    },
    receive(input) {
      try {
        return Promise.resolve(receiveDelivery(state, input));
      } catch (error) {
        return Promise.reject(error); // only a throwing logger gets here
      }
    },
  };
  registerReceiveNow(receiver, (input) => receiveDelivery(state, input));
  return receiver;
}
