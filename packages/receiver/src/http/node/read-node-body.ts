import type { IncomingMessage } from 'node:http';
import {
  BodyAlreadyReadError,
  BodyReadError,
  PayloadTooLargeError,
  type ReceiverError,
} from '../../errors.ts';

/**
 * Collects a node:http request body up to `limitBytes` and calls `done` once: with the bytes,
 * or with `PayloadTooLargeError` (a Content-Length over the limit fails before reading; a
 * stream growing past it stops being read at the chunk that crosses it, and the rest is never
 * buffered), `BodyAlreadyReadError` (the stream was consumed before: fails at once instead of
 * waiting forever) or `BodyReadError` (the client went away). Callback-based: no promise per
 * request on the hot path.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { collectNodeBody } from './read-node-body.ts'; // internal; see readNodeBody
 * createServer((req, res) => collectNodeBody(req, 1024, (error, body) => res.end(error ? error.code : `${body!.length}`)));
 * ```
 */
export function collectNodeBody(
  req: IncomingMessage,
  limitBytes: number,
  done: (error: ReceiverError | undefined, body?: Buffer) => void,
): void {
  if (Number(req.headers['content-length']) > limitBytes)
    return done(new PayloadTooLargeError(limitBytes));
  if (req.readableEnded || req.destroyed) return done(new BodyAlreadyReadError());
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
      done(new PayloadTooLargeError(limitBytes));
    } else {
      chunks.push(chunk);
    }
  });
  req.on('end', () => {
    if (settled) return;
    settled = true;
    done(undefined, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
  });
  req.on('error', (cause: Error) => {
    if (settled) return;
    settled = true;
    done(new BodyReadError({ cause }));
  });
  // 'close' before 'end': the client went away mid-body.
  req.on('close', () => {
    if (settled) return;
    settled = true;
    done(new BodyReadError({ cause: new Error('request closed before its body ended') }));
  });
}

/**
 * Reads a node:http request body up to `limitBytes`. A Content-Length over the limit fails at
 * once without reading; a stream that grows past it stops being read at the chunk that crosses
 * it (the rest is never buffered). A request whose stream was already consumed fails at once
 * instead of waiting forever. Rejects with `PayloadTooLargeError`, `BodyAlreadyReadError` or
 * `BodyReadError`.
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
  return new Promise((resolve, reject) => {
    collectNodeBody(req, limitBytes, (error, body) => (error ? reject(error) : resolve(body!)));
  });
}
