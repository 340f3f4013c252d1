// generated, do not edit: run `npm run generate`
// From docs/routing-and-types.md, code block 4.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.onError((error) => console.error(`webhook rejected: ${error.code} (${error.status})`));

export {};
