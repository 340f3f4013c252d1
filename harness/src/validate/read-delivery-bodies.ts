import { createReadStream, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readInputFile } from '../body/resolve-fixture.ts';
import { InputFileError } from '../errors.ts';
import { boundedLines } from './bounded-lines.ts';

/** One body to check and where it came from (`body.json`, `received.jsonl:12`). */
export interface SourcedBody {
  source: string;
  bytes: Buffer;
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
    // a line too long to be a delivery (see boundedLines) was not read: an empty body, reported invalid
    if (line === null) {
      yield { source: `${source} (line over 16 MiB, not read)`, bytes: Buffer.alloc(0) };
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
