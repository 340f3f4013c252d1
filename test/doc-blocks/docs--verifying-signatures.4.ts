// generated, do not edit: run `npm run generate`
// From docs/verifying-signatures.md, code block 4.
import { explainSignature } from '@designhooks/receiver';

const raw = '{"text":"a \\u003c b"}'; // the bytes the platform sent
const verified = JSON.stringify(JSON.parse(raw)); // what express.json() + JSON.stringify give
const signature = 'the Abstract-Webhooks-Signature header value';
const diagnosis = await explainSignature({
  body: verified, // the bytes (or text) you computed the HMAC over
  signature, // the header's value; a list for a repeated header; undefined when absent
  secret: process.env.SIGNING_KEY, // your key, or keys during a rotation
  candidates: [process.env.OTHER_WEBHOOK_KEY ?? ''], // other keys worth trying (optional)
});
if (diagnosis) console.error(`${diagnosis.code}: ${diagnosis.message}\nfix: ${diagnosis.fix}`);

export {};
