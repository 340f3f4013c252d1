import { createReadStream, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_BODY_BYTES } from '@designhooks/receiver';
import { readInputFile } from '../body/resolve-fixture.ts';
import { InputFileError } from '../errors.ts';
import { MAX_RECORD_LINE_BYTES } from '../listener/records/scan-received-file.ts';
import { boundedLines } from './bounded-lines.ts';
import { describeBytes } from '../text/describe-bytes.ts';

/** One body to check and where it came from (`body.json`, `received.jsonl:12`). */
export interface SourcedBody {
  source: string;
  bytes: Buffer;
  /** Why there are no bytes to check: a line too long to read. Reported as the one problem. */
  unread?: string;
}

/**
 * The bodies `designhooks validate` checks from one argument: a JSON file (one body), a folder
 * (every `*.json` file in it, sorted), or a JSON Lines file such as the listener's
 * `received.jsonl` (`.jsonl`; one body per line: a listener record's `bodyBase64`, or the line
 * itself). JSON Lines are read line by line, so a long log is never held whole, and a line over
 * 16 MiB is reported, not read. An unreadable path is one `InputFileError`.
 *
 * @example
 * ```ts
 * for await (const { source, bytes } of readDeliveryBodies('.designhooks/received.jsonl')) console.log(source, bytes.length);
 * ```
 */
export async function* readDeliveryBodies(path: string): AsyncGenerator<SourcedBody> {
  let isFolder = false;
  try {
    isFolder = statSync(path).isDirectory();
  } catch {
    readInputFile(path, 'body file'); // throws the one clear error for a missing path
  }
  if (isFolder) {
    const files = readdirSync(path)
      .filter((name) => name.endsWith('.json'))
      .sort();
    if (files.length === 0) throw new InputFileError(`folder "${path}" has no .json files`);
    for (const name of files)
      yield { source: join(path, name), bytes: readInputFile(join(path, name), 'body file') };
    return;
  }
  if (!path.endsWith('.jsonl')) {
    yield { source: path, bytes: readInputFile(path, 'body file') };
    return;
  }
  const input = createReadStream(path);
  try {
    yield* jsonLines(path, boundedLines(input));
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw new InputFileError(`cannot read JSON Lines file "${path}": ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
}

const UNREAD_LINE = `line over ${describeBytes(MAX_RECORD_LINE_BYTES)}: not read (a delivery is at most ${describeBytes(MAX_BODY_BYTES)})`;

/**
 * The bodies on stdin: one body (pretty-printed or not) up to the receiver's body limit, or JSON
 * Lines of any length (several bodies or listener records, one per line). Input past the body
 * limit cannot be one delivery: when its first line is JSON it is read line by line as a `.jsonl`
 * file is, so `cat received.jsonl | designhooks validate` holds at most the limit and one line;
 * else it is an `InputFileError`, as a body file over the limit is.
 *
 * @example
 * ```ts
 * for await (const { source } of readStdinBodies(process.stdin)) console.log(source); // 'stdin' or 'stdin:1', ...
 * ```
 */
export async function* readStdinBodies(
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<SourcedBody> {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  while (headBytes <= MAX_BODY_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      yield* oneBodyOrLines(Buffer.concat(head, headBytes));
      return;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (!startsWithJsonLine(Buffer.concat(head, headBytes)))
    throw new InputFileError(
      `stdin is larger than ${describeBytes(MAX_BODY_BYTES)}, the receiver's body limit, and is not JSON Lines (one delivery per line)`,
    );
  yield* jsonLines('stdin', boundedLines(rejoined(head, iterator)));
}

// Whether text past the body limit is JSON Lines: its first line that is not blank is JSON.
function startsWithJsonLine(bytes: Buffer): boolean {
  let from = 0;
  for (let newline = bytes.indexOf(10); newline !== -1; newline = bytes.indexOf(10, from)) {
    const line = bytes.subarray(from, newline).toString('utf8');
    if (line.trim() !== '') return parses(line);
    from = newline + 1;
  }
  return false; // no whole line within the limit: one body over it
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// One body when the whole text parses (a pretty-printed body spans lines), else its lines.
function oneBodyOrLines(bytes: Buffer): Iterable<SourcedBody> | AsyncIterable<SourcedBody> {
  const text = bytes.toString('utf8');
  if (parses(text)) return [{ source: 'stdin', bytes }];
  const lines = text.split('\n');
  return lines.filter((line) => line.trim() !== '').length > 1
    ? jsonLines('stdin', lines)
    : [{ source: 'stdin', bytes }];
}

// The chunks already read, then the rest of the stream.
async function* rejoined(
  head: Uint8Array[],
  rest: AsyncIterator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  yield* head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * The bodies of JSON Lines text: a listener record's decoded `bodyBase64` (non-POST records,
 * which are no deliveries, are skipped), or the line itself. Blank lines are skipped; `null`
 * stands for a line too long to read and comes out as an empty body.
 *
 * @example
 * ```ts
 * for await (const body of jsonLines('stdin', ['{"event":"x"}'])) console.log(body.source); // 'stdin:1'
 * ```
 */
export async function* jsonLines(
  name: string,
  lines: AsyncIterable<string | null> | Iterable<string | null>,
): AsyncGenerator<SourcedBody> {
  let number = 0;
  for await (const line of lines) {
    number += 1;
    const source = `${name}:${number}`;
    // a line too long to be a delivery (see boundedLines) was not read: reported invalid
    if (line === null) {
      yield { source, bytes: Buffer.alloc(0), unread: UNREAD_LINE };
      continue;
    }
    if (line.trim() === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      yield { source, bytes: Buffer.from(line, 'utf8') }; // reported as not JSON
      continue;
    }
    const { bodyBase64, method, id, bodyTruncated } = (record ?? {}) as {
      bodyBase64?: unknown;
      method?: unknown;
      id?: unknown;
      bodyTruncated?: unknown;
    };
    if (typeof bodyBase64 !== 'string') {
      yield { source, bytes: Buffer.from(line, 'utf8') };
      continue;
    }
    if (typeof method === 'string' && method !== 'POST') continue;
    const label = `${source}${typeof id === 'string' ? ` (record ${id})` : ''}${bodyTruncated === true ? ' (body cut by the listener)' : ''}`;
    yield { source: label, bytes: Buffer.from(bodyBase64, 'base64') };
  }
}
