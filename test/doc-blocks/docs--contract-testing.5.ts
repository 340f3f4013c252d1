// generated, do not edit: run `npm run generate`
// From docs/contract-testing.md, code block 5.
import fc from 'fast-check';
import { createReceiver } from '@designhooks/receiver';
import { eventNames, arbitrary, samples, serializeDelivery, signedHeaders } from '@designhooks/testing';
import { expect, it } from 'vitest';

it('accepts and routes any valid delivery', async () => {
  const routed: string[] = [];
  const receiver = createReceiver({ secret: 'test-key' });
  receiver.onAny((delivery) => void routed.push(delivery.event));
  const anyDelivery = fc.oneof(...eventNames.map((event) => arbitrary(event)));

  await fc.assert(
    fc.asyncProperty(anyDelivery, async (delivery) => {
      const body = serializeDelivery(delivery);
      const result = await receiver.receive({ method: 'POST', headers: signedHeaders(body, 'test-key'), body });
      expect(result.status).toBe(200);
      expect(routed.at(-1)).toBe(delivery.event);
    }),
    { numRuns: 200, seed: 42 },
  );
});

// Without fast-check in your test: a plain array, the same for the same seed.
const pushes = samples('commits.created', { count: 20, seed: 7 });
console.log(pushes.length);

export {};
