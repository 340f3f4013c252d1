import { storedFixtures } from './list-fixtures.ts';

/**
 * Reads one fixture's bytes by name (`project.updated`, `commits.created.many-commits`).
 * An unknown name throws an error that lists every valid one. The files are read once per
 * process; each call returns its own copy of the bytes.
 *
 * @example
 * ```ts
 * import { readFixture } from '@designhooks/schemas';
 * const body = readFixture('project.updated'); // Buffer of compact JSON
 * ```
 */
export function readFixture(name: string): Buffer {
  const all = storedFixtures();
  const found = all.find((fixture) => fixture.name === name);
  if (!found) {
    throw new Error(
      `unknown fixture "${name}"; valid fixtures: ${all.map((f) => f.name).join(', ')}`,
    );
  }
  return Buffer.from(found.bytes);
}
