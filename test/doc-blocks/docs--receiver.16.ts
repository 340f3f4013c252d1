// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 16.
import { createReceiver } from '@designhooks/receiver';

const receiver = createReceiver({ secret: 'key' });
const body = '{"createdAt":"2020-01-01T00:00:00Z","event":"project.archived","data":{"object":{}}}';
const result = await receiver.receive({
  body, // a string or bytes (Uint8Array, Buffer), exactly as received
  headers: { 'Content-Type': 'application/json', 'Abstract-Webhooks-Signature': 'wrong' }, // any letter case, or a Headers
});
console.log(result.status, result.body); // 401 { ok: false, error: { code: 'signature_mismatch', … } }

export {};
