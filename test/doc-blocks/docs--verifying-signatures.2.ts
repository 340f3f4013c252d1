// generated, do not edit: run `npm run generate`
// From docs/verifying-signatures.md, code block 2.
import { signAsync, verifySignatureAsync } from '@designhooks/receiver';

const signature = await signAsync('{"foo":"bar"}', 'key');
const ok: boolean = await verifySignatureAsync('{"foo":"bar"}', signature, 'key');

export {};
