import { MAX_RECORD_LINE_BYTES } from '../listener/records/scan-received-file.ts';

/**
 * The lines of a byte stream as UTF-8 text, without their newline, each held in memory only up to
 * `maxBytes` (default: the listener's {@link MAX_RECORD_LINE_BYTES}). A longer line is not kept:
 * it comes out as `null`, so the caller can report it, and memory stays at one chunk plus one
 * line whatever the input. Why not node:readline: it buffers a line whole, so one line without
 * a newline in a large file grows until the process runs out of memory or string length.
 *
 * @example
 * ```ts
 * for await (const line of boundedLines(createReadStream('received.jsonl'))) if (line === null) console.log('line too long');
 * ```
 */
export async function* boundedLines(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes = MAX_RECORD_LINE_BYTES,
): AsyncGenerator<string | null> {
  let parts: Uint8Array[] = [];
  let partBytes = 0;
  let oversized = false;
  let pending = false;
  for await (const chunk of chunks) {
    let from = 0;
    while (from < chunk.length) {
      const newline = chunk.indexOf(10, from);
      const end = newline === -1 ? chunk.length : newline;
      if (!oversized && end > from) {
        if (partBytes + (end - from) > maxBytes) {
          oversized = true;
          parts = [];
          partBytes = 0;
        } else {
          parts.push(chunk.subarray(from, end));
          partBytes += end - from;
        }
      }
      pending = true;
      if (newline === -1) break;
      yield oversized ? null : Buffer.concat(parts, partBytes).toString('utf8').replace(/\r$/, '');
      parts = [];
      partBytes = 0;
      oversized = false;
      pending = false;
      from = newline + 1;
    }
  }
  if (pending)
    yield oversized ? null : Buffer.concat(parts, partBytes).toString('utf8').replace(/\r$/, '');
}
