// generated, do not edit: run `npm run generate`
// From docs/check.md, code block 4.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';

type Handle = (delivery: { event: string; data: { object: Record<string, unknown> } }, raw: Buffer) => Promise<void>;

function verified(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createFastifyReceiver(secret: string, handle: Handle) {
  const app = Fastify({ bodyLimit: 5 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/webhooks', async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!verified(raw, request.headers['abstract-webhooks-signature'], secret)) return reply.code(401).send();
    let delivery;
    try {
      delivery = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send();
    }
    await handle(delivery, raw);
    return reply.code(200).send({ ok: true });
  });
  return app;
}

export {};
