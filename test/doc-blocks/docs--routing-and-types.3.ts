// generated, do not edit: run `npm run generate`
// From docs/routing-and-types.md, code block 3.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.onUnknown((delivery) => console.warn('new event name from the platform:', delivery.event));

export {};
