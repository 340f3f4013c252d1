// generated, do not edit: run `npm run generate`
// From docs/verifying-signatures.md, code block 1.
import { sign, verifySignature } from '@designhooks/receiver';

const body = '{"foo":"bar"}';
const signature = sign(body, 'key');
// 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729' (the platform's own test vector)
const ok: boolean = verifySignature(body, signature, ['new-key', 'key']); // any of several keys

export {};
