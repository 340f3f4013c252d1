// Property test: 500 random schema-valid deliveries of every event, generated from the JSON
// Schemas by arbitrary(), go through the receiver SDK in-process. Every one must be accepted
// and routed to the handler of its own event, with the payload intact.
import { createReceiver } from '@designhooks/receiver';
import type { EventName } from '@designhooks/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventNames, arbitrary, serializeDelivery, signedHeaders } from '../src/index.ts';
import { quietLogger } from '@designhooks/test-support';

const secret = 'property-key';
const RUNS_PER_EVENT = 500;

describe(`${RUNS_PER_EVENT} random valid deliveries of every event through the receiver`, () => {
  const routed: { handler: EventName; delivery: unknown }[] = [];
  const receiver = createReceiver({ secret, logger: quietLogger });
  for (const event of eventNames)
    receiver.on(event, (delivery) => void routed.push({ handler: event, delivery }));
  // One delivery as the platform sends it (Go-encoded, signed), with the routing log cleared.
  const receiveSigned = (delivery: object) => {
    routed.length = 0;
    const body = serializeDelivery(delivery);
    return receiver.receive({ method: 'POST', headers: signedHeaders(body, secret), body });
  };

  it.each(eventNames)('%s: accepted and routed to its handler', async (event) => {
    await fc.assert(
      fc.asyncProperty(arbitrary(event), async (delivery) => {
        const result = await receiveSigned(delivery);
        expect(result.status, JSON.stringify(result.body)).toBe(200);
        expect(result.verified).toBe(true);
        expect(routed).toHaveLength(1);
        expect(routed[0]!.handler).toBe(event);
        expect(routed[0]!.delivery).toEqual(delivery);
      }),
      { numRuns: RUNS_PER_EVENT, seed: 20_240_501 },
    );
  });

  it('accepts deliveries carrying fields the schemas do not name yet (the platform may add some)', async () => {
    const anyEvent = fc.oneof(
      ...eventNames.map((event) => arbitrary(event, { unknownFields: true })),
    );
    await fc.assert(
      fc.asyncProperty(anyEvent, async (delivery) => {
        const result = await receiveSigned(delivery);
        expect(result.status, JSON.stringify(result.body)).toBe(200);
        expect(routed.map((r) => r.handler)).toEqual([delivery.event]);
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
