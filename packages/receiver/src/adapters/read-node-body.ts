import type { IncomingMessage } from 'node:http';
import { collectNodeBody } from './collect-node-body.ts';

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
