import { serializeDelivery, type SerializeOptions } from './serialize-delivery.ts';

/** What can be sent: a delivery object (serialised like the platform) or exact bytes / text. */
export type DeliveryInput = object | string | Uint8Array;

/** The bytes of a request body: raw input untouched, objects through `serializeDelivery`. */
export function bodyBytes(delivery: DeliveryInput, options: SerializeOptions = {}): Buffer {
  if (typeof delivery === 'string') return Buffer.from(delivery, 'utf8');
  if (delivery instanceof Uint8Array)
    return Buffer.from(delivery.buffer, delivery.byteOffset, delivery.byteLength);
  return Buffer.from(serializeDelivery(delivery, options), 'utf8');
}
