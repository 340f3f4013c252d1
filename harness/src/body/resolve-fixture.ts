import { didYouMean } from '@designhooks/testing';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { MAX_BODY_BYTES } from '@designhooks/receiver';
import { listFixtures } from '@designhooks/schemas';
import { FixtureError, InputFileError } from '../errors.ts';
import { describeBytes } from '../text/describe-bytes.ts';

/** A fixture picked for an event: where it came from and its bytes. */
export interface ResolvedFixture {
  /** The fixture's name (`project.updated.nulls`) or the file path given. */
  source: string;
  /** True when `source` is a file path rather than a stored fixture. */
  isFile: boolean;
  bytes: Buffer;
}

/**
 * Picks the body a delivery of `event` starts from: the event's canonical fixture, a named
 * fixture of that event, or a JSON file (a value with a `/`, or ending in `.json`, or naming an
 * existing file). Errors list the fixtures valid for the event.
 *
 * @example
 * ```ts
 * resolveFixture('project.updated').source; // 'project.updated'
 * resolveFixture('project.updated', 'project.updated.nulls').bytes; // Buffer
 * resolveFixture('project.updated', './my-body.json').isFile; // true
 * ```
 */
export function resolveFixture(event: string, fixture?: string): ResolvedFixture {
  const candidates = listFixtures(event);
  if (fixture === undefined) {
    const canonical = candidates.find((candidate) => candidate.variant === undefined);
    if (!canonical) throw new FixtureError(`no canonical fixture for event "${event}"`);
    return { source: canonical.name, isFile: false, bytes: canonical.bytes };
  }
  const named = candidates.find((candidate) => candidate.name === fixture);
  if (named) return { source: named.name, isFile: false, bytes: named.bytes };
  if (/[\\/]/.test(fixture) || fixture.endsWith('.json') || existsSync(fixture)) {
    return { source: fixture, isFile: true, bytes: readInputFile(fixture, 'fixture file') };
  }
  const other = listFixtures().find((candidate) => candidate.name === fixture);
  const names = candidates.map((candidate) => candidate.name);
  const valid = names.join(', ');
  if (other) {
    throw new FixtureError(
      `fixture "${fixture}" is a ${other.event} delivery, not ${event}; fixtures for ${event}: ${valid}`,
    );
  }
  throw new FixtureError(
    `unknown fixture "${fixture}"${didYouMean(fixture, names)}; fixtures for ${event}: ${valid}`,
  );
}

/**
 * Reads a file named on the command line, up to `limitBytes` (default: the receiver's body
 * limit, 5 MiB), turning a missing, unreadable or too large file into one clear
 * {@link InputFileError}. It reads at most `limitBytes + 1` bytes whatever the file is, so
 * `/dev/zero` or a huge file cannot fill memory.
 *
 * @example
 * ```ts
 * readInputFile('./body.json', 'body file'); // Buffer
 * readInputFile('/dev/zero', 'fixture file'); // throws InputFileError: larger than 5 MiB
 * ```
 */
export function readInputFile(path: string, what: string, limitBytes = MAX_BODY_BYTES): Buffer {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(Math.min(limitBytes + 1, 64 * 1024));
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > limitBytes)
        throw new InputFileError(
          `${what} "${path}" is larger than ${describeBytes(limitBytes)}, the receiver's body limit`,
        );
      chunks.push(Buffer.from(buffer.subarray(0, read)));
    }
    return Buffer.concat(chunks, total);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : code === 'EACCES'
            ? 'permission denied'
            : (error as Error).message;
    throw new InputFileError(`cannot read ${what} "${path}": ${reason}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Reads a stream (stdin) up to `limitBytes`, refusing more with an {@link InputFileError}
 * instead of collecting it: the stream is dropped at the first byte past the limit.
 *
 * @example
 * ```ts
 * const body = await readLimited(process.stdin, 'stdin'); // Buffer, at most 5 MiB
 * ```
 */
export async function readLimited(
  stream: AsyncIterable<Uint8Array | string>,
  what: string,
  limitBytes = MAX_BODY_BYTES,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > limitBytes)
      throw new InputFileError(
        `${what} is larger than ${describeBytes(limitBytes)}, the receiver's body limit`,
      );
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}
