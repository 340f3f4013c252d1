import type { IncomingMessage } from 'node:http';
import { BodyAlreadyReadError, BodyReadError, PayloadTooLargeError } from '../errors.ts';

/**
 * Reads a node:http request body up to `limitBytes`. A Content-Length over the limit fails at
 * once without reading; a stream that grows past it stops being read at the chunk that crosses
 * it (the rest is never buffered). A request whose stream was already consumed fails at once
 * instead of waiting forever.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { readNodeBody } from '@designhooks/receiver/node';
 * createServer(async (req, res) => {
 *   const body = await readNodeBody(req, 1024 * 1024);
 *   res.end(`${body.byteLength} bytes`);
 * });
 * ```
 */
export function readNodeBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limitBytes) return Promise.reject(new PayloadTooLargeError(limitBytes));
  if (req.readableEnded || req.destroyed) return Promise.reject(new BodyAlreadyReadError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // Listeners stay attached but go quiet once settled: after a 413, node:http may resume and
    // discard the rest of the body, which must not land in `chunks`. (Inline anonymous
    // functions: this runs per request, and named closures cost more under tsx.)
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limitBytes) {
        settled = true;
        chunks.length = 0;
        req.pause();
        reject(new PayloadTooLargeError(limitBytes));
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    });
    req.on('error', (cause: Error) => {
      if (settled) return;
      settled = true;
      reject(new BodyReadError({ cause }));
    });
    // 'close' before 'end': the client went away mid-body.
    req.on('close', () => {
      if (settled) return;
      settled = true;
      reject(new BodyReadError({ cause: new Error('request closed before its body ended') }));
    });
  });
}
