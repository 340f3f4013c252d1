// generated, do not edit: run `npm run generate`
// From docs/verifying-signatures.md, code block 8.
import { verifySignature } from '@designhooks/receiver';

interface ApiGatewayEvent {
  body: string | null;
  isBase64Encoded: boolean;
  headers: Record<string, string | undefined>;
}

export async function handler(event: ApiGatewayEvent) {
  const body = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64') // bytes, not .toString('latin1')
    : Buffer.from(event.body ?? '', 'utf8');
  const ok = verifySignature(body, event.headers['abstract-webhooks-signature'], process.env.SIGNING_KEY ?? '');
  return { statusCode: ok ? 200 : 401 };
}

export {};
