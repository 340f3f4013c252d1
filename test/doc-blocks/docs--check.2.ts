// generated, do not edit: run `npm run generate`
// From docs/check.md, code block 2.
import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

type Handle = (delivery: { event: string; data: { object: Record<string, unknown> } }, raw: Buffer) => Promise<void>;

function verified(raw: Buffer, header: string | undefined | null, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createExpressReceiver(secret: string, handle: Handle) {
  const app = express();
  app.post('/webhooks', express.raw({ type: 'application/json', limit: '5mb' }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!verified(raw, req.get('Abstract-Webhooks-Signature'), secret)) return void res.sendStatus(401);
    let delivery;
    try {
      delivery = JSON.parse(raw.toString('utf8'));
    } catch {
      return void res.sendStatus(400);
    }
    await handle(delivery, raw); // a throw becomes a 500: the platform retries
    res.sendStatus(200);
  });
  app.all('/webhooks', (_req, res) => void res.sendStatus(405));
  return app;
}

export {};
