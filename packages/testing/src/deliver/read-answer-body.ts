import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * The most of an answer's body, decoded, that `deliver` and `checkReceiver` keep (1 MiB): far
 * more than any receiver's message, and a bound on what a receiver that answers without end (or a
 * small gzip body that inflates to gigabytes) costs the test process.
 *
 * @example
 * ```ts
 * import { ANSWER_BODY_LIMIT_BYTES, deliver } from '@designhooks/testing';
 * const result = await deliver(url, delivery);
 * if (result.bodyTruncated) console.log(`the answer's first ${ANSWER_BODY_LIMIT_BYTES} bytes only`);
 * ```
 */
export const ANSWER_BODY_LIMIT_BYTES = 1_048_576;

/** An answer's body as read: its first `limitBytes`, and whether more came. */
export interface AnswerBody {
  body: string;
  truncated: boolean;
}

/**
 * Reads an HTTP answer's body up to `limitBytes` (default {@link ANSWER_BODY_LIMIT_BYTES}, 1 MiB),
 * gunzipped when its `Content-Encoding` says gzip (the platform asks for gzip, as Go's client
 * does, and reads it decoded): a receiver that answers without end, or a gzip bomb, costs at most
 * that. Past the limit it stops reading and destroys `stream`, which closes the connection; a
 * corrupt gzip body keeps what decoded before the damage. Rejects only when `stream` itself fails
 * (the connection reset midway). `deliver`, `checkReceiver` and the `designhooks` CLI read every
 * answer with it.
 *
 * @example
 * ```ts
 * import { request } from 'node:http';
 * import { readAnswerBody } from '@designhooks/testing';
 * request(url, { method: 'POST' }, async (response) => {
 *   const { body, truncated } = await readAnswerBody(response, response.headers['content-encoding'], 65_536);
 *   console.log(response.statusCode, truncated ? `${body}…` : body);
 * }).end(payload);
 * ```
 */
export function readAnswerBody(
  stream: Readable,
  contentEncoding: string | undefined,
  limitBytes: number = ANSWER_BODY_LIMIT_BYTES,
): Promise<AnswerBody> {
  const gzip = /gzip/i.test(contentEncoding ?? '');
  const decoded = gzip ? stream.pipe(createGunzip()) : stream;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const done = (truncated: boolean): void => {
      if (settled) return;
      settled = true;
      const whole = Buffer.concat(chunks);
      resolve({ body: whole.subarray(0, limitBytes).toString('utf8'), truncated });
    };
    decoded.on('data', (chunk: Buffer) => {
      if (settled) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limitBytes) return;
      done(true);
      stream.destroy();
      if (decoded !== stream) decoded.destroy();
    });
    decoded.on('end', () => done(false));
    stream.on('error', (error) => {
      if (!settled) {
        settled = true;
        reject(error);
      }
    });
    if (gzip) decoded.on('error', () => done(false));
  });
}
