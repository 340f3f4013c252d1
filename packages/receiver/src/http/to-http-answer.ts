import { OK_BODY, OK_JSON } from '../core/pipeline.ts';
import type { ReceiveResult } from '../core/types.ts';
import { utf8ByteLength } from '../core/utf8-byte-length.ts';

/** The HTTP answer an adapter sends: status, headers and a small JSON body. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What the receiver did. */
  result: ReceiveResult;
}

/**
 * Turns a receive result into the HTTP answer every adapter sends: JSON body, Content-Length,
 * `Allow: POST` on a 405, `Connection: close` on a 413 (the rest of the body is not read).
 *
 * @example
 * ```ts
 * import { createReceiver } from '@designhooks/receiver';
 * import { toHttpAnswer } from '@designhooks/receiver/node';
 * const answer = toHttpAnswer(await createReceiver().receive({ body: '', headers: {}, method: 'GET' }));
 * answer.headers.allow; // 'POST'
 * ```
 */
export function toHttpAnswer(result: ReceiveResult): HttpAnswer {
  // Stryker disable next-line ConditionalExpression: a fast path; JSON.stringify(OK_BODY) is OK_JSON
  const body = result.body === OK_BODY ? OK_JSON : JSON.stringify(result.body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(utf8ByteLength(body)),
  };
  if (result.status === 405) headers.allow = 'POST';
  if (result.status === 413) headers.connection = 'close';
  return { status: result.status, headers, body, result };
}
