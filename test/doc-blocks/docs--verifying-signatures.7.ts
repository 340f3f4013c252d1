// generated, do not edit: run `npm run generate`
// From docs/verifying-signatures.md, code block 7.
// app/api/webhooks/route.ts
import { verifySignatureAsync } from '@designhooks/receiver';

export async function POST(req: Request): Promise<Response> {
  const body = await req.text();
  const signature = req.headers.get('Abstract-Webhooks-Signature');
  const ok = await verifySignatureAsync(body, signature, process.env.SIGNING_KEY ?? '');
  return new Response(null, { status: ok ? 200 : 401 });
}

export {};
