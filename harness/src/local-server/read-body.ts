import type { IncomingMessage } from 'node:http';

/**
 * Reads a request body up to `limitBytes`. Past the limit it stops keeping data and reports
 * `tooLarge` with the first `keepBytes` of what came (the caller answers 413 and closes the
 * connection), so an endless body cannot fill memory. `receivedBytes` counts up to the cut.
 *
 * @example
 * ```ts
 * const { body, tooLarge } = await readBody(req, 5 * 1024 * 1024, 64 * 1024);
 * ```
 */
export function readBody(
  req: IncomingMessage,
  limitBytes: number,
  keepBytes = 0,
): Promise<{ body: Buffer; tooLarge: boolean; receivedBytes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.off('data', onData);
        req.off('end', onEnd);
        req.pause();
        resolve({
          body: Buffer.concat(chunks).subarray(0, keepBytes),
          tooLarge: true,
          receivedBytes: size,
        });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () =>
      resolve({ body: Buffer.concat(chunks, size), tooLarge: false, receivedBytes: size });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}
