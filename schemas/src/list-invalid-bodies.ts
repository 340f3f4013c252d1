import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasDir } from './schemas-dir.ts';

/** A body in schemas/invalid/ that every validator must reject. */
export interface InvalidBody {
  /** File name without `.json`; it names the one reason the body is invalid. */
  name: string;
  /** Absolute path of the file. */
  path: string;
  /** The body's bytes. */
  bytes: Buffer;
}

/**
 * Lists the bodies that must be rejected, sorted by name.
 *
 * @example
 * ```ts
 * import { listInvalidBodies } from '@designhooks/schemas';
 * for (const bad of listInvalidBodies()) console.log(bad.name);
 * ```
 */
export function listInvalidBodies(): InvalidBody[] {
  const folder = join(schemasDir, 'invalid');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const path = join(folder, file);
      return { name: file.slice(0, -'.json'.length), path, bytes: readFileSync(path) };
    });
}
