import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasDir } from './schemas-dir.ts';

/** A delivery body stored in schemas/fixtures/, exactly as the platform sends it. */
export interface FixtureFile {
  /** File name without `.json`: `project.updated` (canonical) or `project.updated.nulls`. */
  name: string;
  /** The event the body is a delivery of. */
  event: string;
  /** The variant's name, or undefined for the event's canonical fixture. */
  variant: string | undefined;
  /** Absolute path of the file. */
  path: string;
  /** The body's bytes, compact JSON. */
  bytes: Buffer;
}

/**
 * Lists the fixtures, canonical first then variants, optionally for one event only.
 *
 * @example
 * ```ts
 * import { listFixtures } from '@designhooks/schemas';
 * for (const f of listFixtures('commits.created')) console.log(f.name, f.bytes.length);
 * ```
 */
export function listFixtures(event?: string): FixtureFile[] {
  const folder = join(schemasDir, 'fixtures');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const name = file.slice(0, -'.json'.length);
      const [resource, action, ...rest] = name.split('.');
      const path = join(folder, file);
      return {
        name,
        event: `${resource}.${action}`,
        variant: rest.length ? rest.join('.') : undefined,
        path,
        bytes: readFileSync(path),
      };
    })
    .filter((fixture) => event === undefined || fixture.event === event)
    .sort(
      (a, b) =>
        Number(a.variant !== undefined) - Number(b.variant !== undefined) ||
        a.name.localeCompare(b.name),
    );
}
