// generated, do not edit: run `npm run generate`
// From docs/verifying-signatures.md, code block 5.
import { createReceiver, SignatureMismatchError } from '@designhooks/receiver';

const receiver = createReceiver({ secret: process.env.SIGNING_KEY });
receiver.onError((error) => {
  if (error instanceof SignatureMismatchError && error.diagnosis)
    console.warn(`signature: ${error.diagnosis.code}: ${error.diagnosis.fix}`);
});

export {};
