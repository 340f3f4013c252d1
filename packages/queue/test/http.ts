import { sign } from '@designhooks/receiver';
import { post as send } from '@designhooks/test-support';

/** What a signed POST got back: the status, the receiver's JSON answer, and how long it took. */
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
  const answer = await send(
    url,
    body,
    {
      'content-type': 'application/json',
      'Abstract-Webhooks-Signature': options.signature ?? sign(body, secret),
    },
    { timeoutMs: options.timeoutMs ?? 15_000 },
  );
  return {
    status: answer.status,
    body: answer.json as Answer['body'],
    ms: performance.now() - started,
  };
}
