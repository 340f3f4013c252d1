// generated, do not edit: run `npm run generate`
// From docs/check.md, code block 3.
import { createHmac, timingSafeEqual } from 'node:crypto';

type Handle = (delivery: { event: string; data: { object: Record<string, unknown> } }, raw: Buffer) => Promise<void>;

function verified(raw: Buffer, header: string | undefined | null, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createPostHandler(secret: string, handle: Handle) {
  return async function POST(request: Request): Promise<Response> {
    const raw = Buffer.from(await request.arrayBuffer());
    if (!verified(raw, request.headers.get('abstract-webhooks-signature'), secret))
      return new Response(null, { status: 401 });
    let delivery;
    try {
      delivery = JSON.parse(raw.toString('utf8'));
    } catch {
      return new Response(null, { status: 400 });
    }
    await handle(delivery, raw);
    return Response.json({ ok: true });
  };
}

export {};
