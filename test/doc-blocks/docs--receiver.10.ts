// generated, do not edit: run `npm run generate`
// From docs/receiver.md, code block 10.
import { createReceiver } from '@designhooks/receiver';

// During a rotation: accept both, then drop the old key once nothing arrives signed with it.
const receiver = createReceiver({ secret: [process.env.NEW_SIGNING_KEY!, process.env.OLD_SIGNING_KEY!] });

export {};
