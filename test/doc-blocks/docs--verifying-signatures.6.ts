// generated, do not edit: run `npm run generate`
// From docs/verifying-signatures.md, code block 6.
import express from 'express';
import { verifySignature } from '@designhooks/receiver';

const app = express();
app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  const ok = verifySignature(req.body as Buffer, req.get('Abstract-Webhooks-Signature'), process.env.SIGNING_KEY ?? '');
  res.sendStatus(ok ? 200 : 401);
});
app.use(express.json()); // the rest of the app

export {};
