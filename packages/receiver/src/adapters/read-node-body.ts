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
    const cleanup = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        cleanup();
        req.pause();
        reject(new PayloadTooLargeError(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (cause: Error) => {
      cleanup();
      reject(new BodyReadError({ cause }));
    };
    // 'close' before 'end': the client went away mid-body.
    const onClose = () => onError(new Error('request closed before its body ended'));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
