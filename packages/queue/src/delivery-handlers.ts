import {
  createHandlerRegistry,
  type EventPattern,
  type EventsMatching,
  type UnknownDelivery,
} from '@designhooks/receiver';
import type { EventName, EventPayloadMap } from '@designhooks/types';
import type { DeliveryJobContext } from './delivery-job.ts';

/**
 * A worker handler of one or more known events, typed as in `receiver.on`; it may be async.
 * Throwing (or rejecting) fails the attempt: BullMQ retries the job with its backoff.
 *
 * @example
 * ```ts
 * import type { JobHandler } from '@designhooks/queue';
 * const onRename: JobHandler<'project.updated'> = (delivery, job) => console.log(job.jobId, delivery.data.object.name);
 * ```
 */
export type JobHandler<E extends EventName = EventName> = (
  delivery: EventPayloadMap[E],
  context: DeliveryJobContext,
) => unknown;

/**
 * A worker handler of event names the contract does not know yet.
 *
 * @example
 * ```ts
 * import type { UnknownJobHandler } from '@designhooks/queue';
 * const log: UnknownJobHandler = (delivery) => console.log('new event name', delivery.event);
 * ```
 */
export type UnknownJobHandler = (delivery: UnknownDelivery, context: DeliveryJobContext) => unknown;

/**
 * Handlers for `createDeliveryWorker`, registered exactly as on a receiver: `on(name | names |
 * 'resource.*', handler)`, `onAny`, `onUnknown`.
 *
 * @example
 * ```ts
 * import { deliveryHandlers, type DeliveryHandlers } from '@designhooks/queue';
 * const handlers: DeliveryHandlers = deliveryHandlers().on('branch.*', (delivery) => console.log(delivery.event));
 * ```
 */
export interface DeliveryHandlers {
  on<P extends EventPattern>(
    events: P | readonly P[],
    handler: JobHandler<EventsMatching<P>>,
  ): DeliveryHandlers;
  onAny(handler: JobHandler): DeliveryHandlers;
  onUnknown(handler: UnknownJobHandler): DeliveryHandlers;
  /** The handlers a delivery of `event` runs: specific and `resource.*` ones, then `onAny`; `onUnknown` ones for an unknown name. */
  handlersFor(
    event: string,
  ): readonly ((delivery: never, context: DeliveryJobContext) => unknown)[];
}

type AnyHandler = (delivery: never, context: DeliveryJobContext) => unknown;

/**
 * Creates an empty set of worker handlers. A pattern that names no known event throws at once,
 * listing the valid names, instead of silently never running.
 *
 * @example
 * ```ts
 * import { createDeliveryWorker, deliveryHandlers } from '@designhooks/queue';
 * const handlers = deliveryHandlers()
 *   .on('project.updated', (delivery) => console.log('renamed to', delivery.data.object.name))
 *   .on(['comment.created', 'comment.updated'], (delivery) => console.log(delivery.data.object.body))
 *   .onAny((delivery, job) => console.log(job.jobId, delivery.event));
 * createDeliveryWorker('deliveries', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', handlers);
 * ```
 */
export function deliveryHandlers(): DeliveryHandlers {
  // the receiver's registry: worker and receiver route a delivery exactly alike
  const registry = createHandlerRegistry<AnyHandler>();
  const handlers: DeliveryHandlers = {
    on(events, handler) {
      registry.add(events, handler as AnyHandler);
      return handlers;
    },
    onAny(handler) {
      registry.addAny(handler as AnyHandler);
      return handlers;
    },
    onUnknown(handler) {
      registry.addUnknown(handler as AnyHandler);
      return handlers;
    },
    handlersFor: (event) => registry.handlersFor(event),
  };
  return handlers;
}
