import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { HarnessError, StoreError } from '../../errors.ts';
import { ensurePrivateDir } from '../../store/ensure-private-dir.ts';
import { ensurePrivateFile } from '../../store/ensure-private-file.ts';
import { withFileLock } from '../../store/file-lock.ts';
import { matchRecord, type RecordFilter } from './match-record.ts';
import { summarize, type ReceivedRecord, type ReceivedSummary } from './received-record.ts';
import { DEFAULT_RECEIVED_RETENTION, type ReceivedRetention } from './received-retention.ts';
import { parseRecord, scanReceivedFile, type IndexedRecord } from './scan-received-file.ts';

/** Received deliveries: an append-only JSON Lines file plus an in-memory index of summaries. */
export interface ReceivedStore {
  readonly file: string;
  /** Lines of the file that could not be read at open (a torn last line after a kill). */
  readonly skippedLines: number;
  readonly retention: ReceivedRetention;
  /** Writes the record to the file (synchronously: once this returns, it is on disk) and notifies subscribers. */
  append(record: ReceivedRecord): void;
  /** Summaries (no headers, no body), newest first. */
  list(filter?: RecordFilter & { readonly limit?: number }): ReceivedSummary[];
  /** How many records are kept (what `list()` without a filter or limit would return). */
  count(): number;
  /** The whole record, read back from the file; undefined when unknown or dropped by retention. */
  get(id: string): ReceivedRecord | undefined;
  /** The record's line as stored (JSON bytes, newline included), for reading without parsing (search). */
  readLine(id: string): Buffer | undefined;
  /**
   * The lines of the records older than `before` (null: from the newest), newest first, read
   * with one read of about `maxBytes`; `next` continues the walk, null at the oldest (or when
   * `before` was dropped by retention meanwhile).
   */
  readLines(
    before: string | null,
    maxBytes: number,
  ): { lines: Array<{ summary: ReceivedSummary; line: Buffer }>; next: string | null };
  subscribe(listener: (record: ReceivedRecord) => void): () => void;
  /**
   * Calls `listener` with the summary of each record another listener sharing the file appended,
   * once this store takes it in: on any read (`count()` is the cheapest), or its own append.
   */
  watchOthers(listener: (summary: ReceivedSummary) => void): () => void;
  /** Flushes to disk and closes the file. Further appends throw. */
  close(): void;
}

/** Growth past the retention limits before the file is trimmed (so trimming is not per append). */
const TRIM_SLACK = 1.1;

/** A trim's temporary file: a new name each time (nobody can plant it in advance), created only if absent, never through a symlink. */
const TEMPORARY_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Opens (creating if needed, 0600, never through a symlink) the received-deliveries file. Each
 * record is one JSON line appended before the sender gets its answer, and `append` returns only
 * once every byte of it is written (a short write on a full disk throws, and the fragment is cut
 * off at once, or closed with a newline by the next append), so a 200 always stands for a whole
 * record. The file is read back as a stream and only summaries stay in memory (a record's body
 * is read from its line when asked for), so memory does not depend on the file's size.
 * Retention drops the oldest records first: at open, down to `retention`, and whenever the file
 * grows 10% past it, by copying the kept tail to a new file that replaces the old one. Several
 * listeners may share the file: appends and trims hold one lock file (`<file>.lock`) that they
 * all respect, and each first indexes what the others appended, so a trim never drops a record
 * another process has just answered for, except the oldest, in order.
 *
 * @example
 * ```ts
 * const store = openReceivedStore('.designhooks/received.jsonl', { maxRecords: 2000, maxBytes: 256 * 1024 * 1024 });
 * store.subscribe((record) => console.log(record.event));
 * store.append(record);
 * store.close();
 * ```
 */
export function openReceivedStore(
  file: string,
  retention: ReceivedRetention = DEFAULT_RECEIVED_RETENTION,
): ReceivedStore {
  let fd = -1;
  let entries: IndexedRecord[] = [];
  let size = 0;
  let skipped = 0;
  /** Records in the file, older ones beyond `entries` included. */
  let count = 0;
  const byId = new Map<string, IndexedRecord>();

  const lockFile = `${file}.lock`;
  /** Records another process appended, taken in under the lock, announced after it. */
  const arrived: ReceivedSummary[] = [];

  /** (Re)reads the whole file; under the lock. */
  const load = (): void => {
    fd = ensurePrivateFile(file);
    const scan = scanReceivedFile(fd, retention.maxRecords);
    skipped = scan.skipped;
    size = scan.size;
    entries = scan.entries;
    count = scan.records;
    if (!scan.endsWithNewline) size += writeAll(fd, Buffer.from('\n')); // close a torn tail
    byId.clear();
    for (const entry of entries) byId.set(entry.summary.id, entry);
    trim(1);
  };

  /** Indexes the lines other listeners appended since this one last wrote; under the lock. */
  const catchUp = (): void => {
    const end = fstatSync(fd).size;
    if (end === size) return;
    if (end < size) return reload();
    const scan = scanReceivedFile(fd, retention.maxRecords, size);
    for (const entry of scan.entries) {
      if (byId.has(entry.summary.id)) continue;
      entries.push(entry);
      byId.set(entry.summary.id, entry);
      arrived.push(entry.summary);
    }
    count += scan.records;
    skipped += scan.skipped;
    size = scan.size;
    if (!scan.endsWithNewline) size += writeAll(fd, Buffer.from('\n')); // a torn tail: its own (skipped) line
  };

  /** Drops the oldest records until both limits hold (times `slack`), rewriting the file; under the lock. */
  const trim = (slack: number): void => {
    if (count <= retention.maxRecords * slack && size <= retention.maxBytes * slack) return;
    let first = Math.max(0, entries.length - retention.maxRecords);
    while (first < entries.length && size - entries[first]!.offset > retention.maxBytes) first++;
    const start = first < entries.length ? entries[first]!.offset : size;
    const temporary = `${file}.${randomBytes(8).toString('hex')}.trim`;
    try {
      const out = openSync(temporary, TEMPORARY_FLAGS, 0o600);
      try {
        copyRange(fd, out, start, size);
        fsyncSync(out);
      } finally {
        closeSync(out);
      }
      renameSync(temporary, file);
    } catch {
      // no room for the copy (or its name was taken): the file stays whole and is trimmed later
      try {
        unlinkSync(temporary);
      } catch {
        // never created
      }
      return;
    }
    closeSync(fd);
    fd = ensurePrivateFile(file);
    for (const dropped of entries.slice(0, first)) byId.delete(dropped.summary.id);
    entries = entries.slice(first);
    for (const entry of entries) entry.offset -= start;
    size -= start;
    count = entries.length;
  };

  try {
    ensurePrivateDir(dirname(file));
    withFileLock(lockFile, load);
  } catch (error) {
    if (fd >= 0) closeSync(fd);
    if (error instanceof HarnessError) throw error;
    throw new StoreError(
      `cannot open the received-deliveries file ${file}: ${(error as Error).message}`,
    );
  }
  const listeners = new Set<(record: ReceivedRecord) => void>();
  const watchers = new Set<(summary: ReceivedSummary) => void>();
  const announceArrived = (): void => {
    for (const summary of arrived.splice(0)) for (const watcher of watchers) watcher(summary);
  };
  let open = true;
  // Another listener sharing the file may have appended (or trimmed) since this one last wrote:
  // a read catches up first, so each listener's inspector lists every delivery.
  const current = (): void => {
    if (!open || (fstatSync(fd).size === size && !replacedByAnother())) return;
    withFileLock(lockFile, () => (replacedByAnother() ? reload() : catchUp()));
    announceArrived();
  };
  const readLine = (id: string): Buffer | undefined => {
    current();
    const entry = byId.get(id);
    if (!entry) return undefined;
    const bytes = Buffer.alloc(entry.length);
    readSync(fd, bytes, 0, entry.length, entry.offset);
    return bytes;
  };

  return {
    file,
    get skippedLines() {
      return skipped;
    },
    retention,
    append(record) {
      if (!open) throw new Error(`received store ${file} is closed`);
      const line = Buffer.from(`${JSON.stringify(record)}\n`);
      withFileLock(lockFile, () => {
        if (replacedByAnother()) reload();
        else catchUp();
        const offset = size;
        try {
          writeAll(fd, line);
        } catch (error) {
          try {
            ftruncateSync(fd, offset); // cut the fragment off now; if that fails too, the next append closes it
          } catch {
            // the next append's catchUp sees the fragment
          }
          throw error;
        }
        const entry: IndexedRecord = { summary: summarize(record), offset, length: line.length };
        size = offset + line.length;
        entries.push(entry);
        count++;
        byId.set(record.id, entry);
        trim(TRIM_SLACK);
      });
      announceArrived();
      for (const listener of listeners) listener(record);
    },
    count() {
      current();
      return entries.length;
    },
    list(filter = {}) {
      current();
      const limit = filter.limit ?? retention.maxRecords;
      const out: ReceivedSummary[] = [];
      for (let i = entries.length - 1; i >= 0 && out.length < limit; i--) {
        if (matchRecord(entries[i]!.summary, filter)) out.push(entries[i]!.summary);
      }
      return out;
    },
    get(id) {
      const bytes = readLine(id);
      const record = bytes && parseRecord(bytes.toString('utf8'));
      return record?.id === id ? record : undefined;
    },
    readLine,
    readLines(before, maxBytes) {
      current();
      const end = before === null ? entries.length - 1 : entries.indexOf(byId.get(before)!) - 1;
      if (end < 0 || (before !== null && !byId.has(before))) return { lines: [], next: null };
      const last = entries[end]!;
      const stop = last.offset + last.length;
      let low = end;
      while (low > 0 && stop - entries[low - 1]!.offset <= maxBytes) low--;
      const start = entries[low]!.offset;
      const bytes = Buffer.allocUnsafe(stop - start);
      readSync(fd, bytes, 0, bytes.length, start);
      const lines = [];
      for (let i = end; i >= low; i--) {
        const entry = entries[i]!;
        const from = entry.offset - start;
        lines.push({ summary: entry.summary, line: bytes.subarray(from, from + entry.length) });
      }
      return { lines, next: low > 0 ? entries[low]!.summary.id : null };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watchOthers(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    close() {
      if (!open) return;
      open = false;
      listeners.clear();
      watchers.clear();
      fsyncSync(fd);
      closeSync(fd);
    },
  };

  /** Another listener on the same file trimmed it: the path now names a new file. */
  function replacedByAnother(): boolean {
    try {
      return statSync(file).ino !== fstatSync(fd).ino;
    } catch {
      return true;
    }
  }

  /** Reads the file another listener's trim replaced; what this store had not seen has arrived. */
  function reload(): void {
    const known = new Set(byId.keys());
    closeSync(fd);
    load();
    for (const entry of entries) if (!known.has(entry.summary.id)) arrived.push(entry.summary);
  }
}

/**
 * Writes every byte or throws: `write` may write less than asked (a full disk) and says so
 * only by its count, and a record cut short must never be answered 200.
 */
function writeAll(fd: number, bytes: Buffer): number {
  for (let written = 0; written < bytes.length;) {
    const count = writeSync(fd, bytes, written, bytes.length - written);
    if (count <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    written += count;
  }
  return bytes.length;
}

/** Copies bytes [start, end) of one descriptor to another, 1 MiB at a time. */
function copyRange(from: number, to: number, start: number, end: number): void {
  const buffer = Buffer.alloc(Math.min(1024 * 1024, Math.max(1, end - start)));
  for (let position = start; position < end;) {
    const read = readSync(from, buffer, 0, Math.min(buffer.length, end - position), position);
    if (read === 0) break;
    writeAll(to, buffer.subarray(0, read));
    position += read;
  }
}
