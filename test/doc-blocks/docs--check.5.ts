// generated, do not edit: run `npm run generate`
// From docs/check.md, code block 5.
import { createHmac, timingSafeEqual } from 'node:crypto';

type Handle = (delivery: { event: string; data: { object: Record<string, unknown> } }, raw: Buffer) => Promise<void>;

interface ApiGatewayEvent {
  body?: string | null;
  isBase64Encoded?: boolean;
  headers?: Record<string, string | undefined> | null;
  httpMethod?: string; // REST API (payload 1.0)
  requestContext?: { http?: { method: string } }; // HTTP API (payload 2.0)
}

function verified(raw: Buffer, header: string | undefined | null, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createLambdaHandler(secret: string, handle: Handle) {
  return async (event: ApiGatewayEvent): Promise<{ statusCode: number; body: string }> => {
    const method = event.requestContext?.http?.method ?? event.httpMethod;
    if (method !== 'POST') return { statusCode: 405, body: '' };
    const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    const header = Object.entries(event.headers ?? {}).find(
      ([name]) => name.toLowerCase() === 'abstract-webhooks-signature',
    )?.[1];
    if (!verified(raw, header, secret)) return { statusCode: 401, body: '' };
    let delivery;
    try {
      delivery = JSON.parse(raw.toString('utf8'));
    } catch {
      return { statusCode: 400, body: '' };
    }
    await handle(delivery, raw);
    return { statusCode: 200, body: '{"ok":true}' };
  };
}

export {};
