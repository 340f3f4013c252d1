import { BodyAlreadyReadError, PayloadTooLargeError } from '../../errors.ts';

/**
 * Reads a fetch `Request` body up to `limitBytes`: a Content-Length over the limit fails at
 * once, and a stream growing past it is cancelled at the chunk that crosses it.
 *
 * @example
 * ```ts
 * import { readWebBody } from '@designhooks/receiver/fetch';
 * const request = new Request('http://localhost/', { method: 'POST', body: '{}' });
 * const bytes = await readWebBody(request, 1024); // Uint8Array of 2 bytes
 * ```
 */
export async function readWebBody(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limitBytes) {
    await request.body?.cancel().catch(() => {});
    throw new PayloadTooLargeError(limitBytes);
  }
  // Another handler read it first: fail now rather than throw from getReader().
  if (request.bodyUsed) throw new BodyAlreadyReadError();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
