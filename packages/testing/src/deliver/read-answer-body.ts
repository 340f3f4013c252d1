import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * The most of an answer's body, decoded, that `deliver` and `checkReceiver` keep: far more than
 * any receiver's message, and a bound on what a receiver that answers without end (or a small
 * gzip body that inflates to gigabytes) costs the test process.
 */
export const ANSWER_BODY_LIMIT_BYTES = 1_048_576;

/** An answer's body as read: its first {@link ANSWER_BODY_LIMIT_BYTES}, and whether more came. */
export interface AnswerBody {
  body: string;
  truncated: boolean;
}

/**
 * Reads an answer's body up to {@link ANSWER_BODY_LIMIT_BYTES}, gunzipped when its
 * `Content-Encoding` says gzip (the platform asks for gzip, as Go's client does, and reads it
 * decoded); past the limit it stops reading and destroys `stream`, which closes the connection. A
 * corrupt gzip body keeps what decoded before the damage. Rejects only when `stream` itself fails
 * (the connection reset midway).
 */
export function readAnswerBody(
  stream: Readable,
  contentEncoding: string | undefined,
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
      resolve({ body: whole.subarray(0, ANSWER_BODY_LIMIT_BYTES).toString('utf8'), truncated });
    };
    decoded.on('data', (chunk: Buffer) => {
      if (settled) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size <= ANSWER_BODY_LIMIT_BYTES) return;
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
