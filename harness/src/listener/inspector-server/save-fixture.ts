import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BadRequestError, FixtureExistsError } from '../../errors.ts';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * Writes a received body, byte-exact, as `<dir>/<name>.json` for the integrator's own tests.
 * The write is atomic (temporary file, then link or rename); an existing file is kept unless
 * `overwrite` is set. Returns the absolute path.
 *
 * @example
 * ```ts
 * saveFixture('test/fixtures', 'project-renamed', body); // '/app/test/fixtures/project-renamed.json'
 * ```
 */
export function saveFixture(
  dir: string,
  name: string,
  bytes: Uint8Array,
  options: { overwrite?: boolean } = {},
): string {
  const base = name.endsWith('.json') ? name.slice(0, -5) : name;
  if (!NAME.test(base) || base.includes('..')) {
    throw new BadRequestError(
      `fixture name "${name}" must be 1-100 letters, digits, ".", "_" or "-"`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const path = resolve(join(dir, `${base}.json`));
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, bytes, { mode: 0o644 });
  try {
    if (options.overwrite) renameSync(temporary, path);
    else linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new FixtureExistsError(`${path} already exists: choose another name or overwrite it`);
    }
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return path;
}
