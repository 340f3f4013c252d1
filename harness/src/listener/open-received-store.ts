import { closeSync, fsyncSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { StoreError } from '../errors.ts';
import { ensurePrivateDir } from '../store/ensure-private-dir.ts';
import { ensurePrivateFile } from '../store/ensure-private-file.ts';
import { matchRecord, type RecordFilter } from './match-record.ts';
import type { ReceivedRecord } from './received-record.ts';

/** Records kept in memory for the inspector; older ones stay in the file. */
export const MAX_RECORDS_IN_MEMORY = 2_000;

/** Received deliveries: an append-only JSON Lines file plus an in-memory index. */
export interface ReceivedStore {
  readonly file: string;
  /** Lines of the file that could not be read at open (a torn last line after a kill). */
  readonly skippedLines: number;
  /** Writes the record to the file (synchronously: once this returns, it is on disk) and notifies subscribers. */
  append(record: ReceivedRecord): void;
  /** Newest first. */
  list(filter?: RecordFilter & { readonly limit?: number }): ReceivedRecord[];
  get(id: string): ReceivedRecord | undefined;
  subscribe(listener: (record: ReceivedRecord) => void): () => void;
  /** Flushes to disk and closes the file. Further appends throw. */
  close(): void;
}

/**
 * Opens (creating if needed) the received-deliveries file. Each record is one JSON line written
 * with a single `write` on an `O_APPEND` descriptor before the sender gets its answer, so a
 * killed listener keeps every answered delivery; a torn last line is skipped on the next open.
 *
 * @example
 * ```ts
 * const store = openReceivedStore('.designhooks/received.jsonl');
 * store.subscribe((record) => console.log(record.event));
 * store.append(record);
 * store.close();
 * ```
 */
export function openReceivedStore(file: string): ReceivedStore {
  let opened: { fd: number } & ReturnType<typeof load>;
  try {
    ensurePrivateDir(dirname(file));
    const loaded = load(file);
    const fd = ensurePrivateFile(file);
    if (!loaded.endsWithNewline) writeSync(fd, '\n');
    opened = { fd, ...loaded };
  } catch (error) {
    throw new StoreError(`cannot open the received-deliveries file ${file}: ${(error as Error).message}`);
  }
  const { fd, records, skipped } = opened;
  const byId = new Map(records.map((r) => [r.id, r]));
  const listeners = new Set<(record: ReceivedRecord) => void>();
  let open = true;

  return {
    file,
    skippedLines: skipped,
    append(record) {
      if (!open) throw new Error(`received store ${file} is closed`);
      writeSync(fd, `${JSON.stringify(record)}\n`);
      records.push(record);
      byId.set(record.id, record);
      if (records.length > MAX_RECORDS_IN_MEMORY) byId.delete(records.shift()!.id);
      for (const listener of listeners) listener(record);
    },
    list(filter = {}) {
      const limit = filter.limit ?? MAX_RECORDS_IN_MEMORY;
      const out: ReceivedRecord[] = [];
      for (let i = records.length - 1; i >= 0 && out.length < limit; i--) {
        if (matchRecord(records[i]!, filter)) out.push(records[i]!);
      }
      return out;
    },
    get: (id) => byId.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      if (!open) return;
      open = false;
      listeners.clear();
      fsyncSync(fd);
      closeSync(fd);
    },
  };
}

function load(file: string): { records: ReceivedRecord[]; skipped: number; endsWithNewline: boolean } {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const records: ReceivedRecord[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = JSON.parse(line) as ReceivedRecord;
      if (typeof parsed?.id === 'string' && typeof parsed.bodyBase64 === 'string') records.push(parsed);
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return {
    records: records.slice(-MAX_RECORDS_IN_MEMORY),
    skipped,
    endsWithNewline: text === '' || text.endsWith('\n'),
  };
}
