import { readSync } from 'node:fs';
import { summarize, type ReceivedRecord, type ReceivedSummary } from './received-record.ts';

/** A record of the received-deliveries file: its summary in memory, its line on disk. */
export interface IndexedRecord {
  readonly summary: ReceivedSummary;
  /** Byte offset of the line in the file. */
  offset: number;
  /** Bytes of the line, newline included. */
  readonly length: number;
}

/**
 * Longest line read back: a 5 MiB body is 6.7 MiB of base64, plus headers and results. A
 * longer line is not a record the listener wrote; it is skipped without being held in memory.
 */
export const MAX_RECORD_LINE_BYTES = 16 * 1024 * 1024;

const CHUNK_BYTES = 1024 * 1024;

/**
 * Reads the received-deliveries file as a stream of lines, 1 MiB at a time, and indexes the
 * newest `keep` records: summaries (no headers, no body) with their byte range; `records`
 * counts every record line; `from` starts at a byte offset (the lines another process appended
 * since). Memory stays
 * at one chunk plus one line whatever the file's size; a torn, unreadable or oversized line is
 * counted in `skipped`. A record id seen twice keeps its later line.
 *
 * @example
 * ```ts
 * const fd = openSync('.designhooks/received.jsonl', 'r');
 * const { entries, skipped, size } = scanReceivedFile(fd, 2000);
 * ```
 */
export function scanReceivedFile(
  fd: number,
  keep: number,
  from = 0,
): {
  entries: IndexedRecord[];
  records: number;
  skipped: number;
  size: number;
  endsWithNewline: boolean;
} {
  const chunk = Buffer.alloc(CHUNK_BYTES);
  let entries: IndexedRecord[] = [];
  let skipped = 0;
  let records = 0;
  let position = from;
  let lineStart = from;
  let parts: Buffer[] = [];
  let partBytes = 0;
  let oversized = false;
  let lastByte = 10;

  const finishLine = (end: number) => {
    const length = end - lineStart;
    if (oversized) skipped++;
    else if (partBytes > 0) {
      const text = Buffer.concat(parts, partBytes).toString('utf8');
      const record = parseRecord(text);
      if (record) {
        entries.push({ summary: summarize(record), offset: lineStart, length });
        records++;
      } else if (text.trim() !== '') skipped++;
      // only the newest `keep` count: trim now and then, not per line
      if (entries.length > 2 * keep + 1_000) entries = entries.slice(-keep);
    }
    lineStart = end;
    parts = [];
    partBytes = 0;
    oversized = false;
  };

  for (;;) {
    const read = readSync(fd, chunk, 0, CHUNK_BYTES, position);
    if (read === 0) break;
    const view = chunk.subarray(0, read);
    let from = 0;
    while (from < read) {
      const newline = view.indexOf(10, from);
      const end = newline === -1 ? read : newline;
      if (!oversized && end > from) {
        if (partBytes + (end - from) > MAX_RECORD_LINE_BYTES) {
          oversized = true;
          parts = [];
          partBytes = 0;
        } else {
          parts.push(Buffer.from(view.subarray(from, end)));
          partBytes += end - from;
        }
      }
      if (newline === -1) break;
      finishLine(position + newline + 1);
      from = newline + 1;
    }
    lastByte = view[read - 1]!;
    position += read;
  }
  // a last line without its newline was torn by a kill mid-write
  if (position > lineStart && (oversized || partBytes > 0)) skipped++;

  const latest = new Map(entries.map((entry) => [entry.summary.id, entry]));
  entries = entries.filter((entry) => latest.get(entry.summary.id) === entry).slice(-keep);
  return { entries, records, skipped, size: position, endsWithNewline: lastByte === 10 };
}

/**
 * One line as a record, or null when it is not one (torn, not JSON, another shape).
 *
 * @example
 * ```ts
 * parseRecord('{"id":"a","bodyBase64":""}'); // the record
 * parseRecord('{"id":"torn","bod');            // null
 * ```
 */
export function parseRecord(line: string): ReceivedRecord | null {
  try {
    const parsed = JSON.parse(line) as ReceivedRecord;
    return typeof parsed?.id === 'string' && typeof parsed.bodyBase64 === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
