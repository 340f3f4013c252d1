import { existsSync, readFileSync } from 'node:fs';
import { listFixtures } from '@designhooks/schemas';
import { FixtureError, InputFileError } from '../errors.ts';

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
  const valid = candidates.map((candidate) => candidate.name).join(', ');
  if (other) {
    throw new FixtureError(`fixture "${fixture}" is a ${other.event} delivery, not ${event}; fixtures for ${event}: ${valid}`);
  }
  throw new FixtureError(`unknown fixture "${fixture}"; fixtures for ${event}: ${valid}`);
}

/**
 * Reads a file named on the command line, turning a missing or unreadable file into one
 * clear {@link InputFileError}.
 *
 * @example
 * ```ts
 * readInputFile('./body.json', 'body file'); // Buffer
 * ```
 */
export function readInputFile(path: string, what: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new InputFileError(`cannot read ${what} "${path}": ${reason}`);
  }
}
