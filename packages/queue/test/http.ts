import { sign } from '@designhooks/receiver';

/** What a POST got back. */
export interface Answer {
  status: number;
  body: { ok: boolean; error?: { code: string; message: string } } & Record<string, unknown>;
  ms: number;
}

/** POSTs `body` signed with `secret` (or with the given signature) the way the platform does; bounded by `timeoutMs`. */
export async function post(
  url: string,
  body: string,
  secret: string,
  options: { signature?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'Abstract-Webhooks-Signature': options.signature ?? sign(body, secret),
    },
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as Answer['body'],
    ms: performance.now() - started,
  };
}
