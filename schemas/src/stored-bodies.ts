import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemasDir } from './schemas-dir.ts';

/** A `.json` file of schemas/fixtures/ or schemas/invalid/, as read from disk. */
export interface StoredBody {
  /** File name without `.json`. */
  readonly name: string;
  /** Absolute path of the file. */
  readonly path: string;
  /** The file's bytes: shared by every caller, so hand out copies only. */
  readonly bytes: Buffer;
}

const read = new Map<string, readonly StoredBody[]>();

// The bodies of one folder, sorted by file name, read on the first call and kept for the process:
// they are the package's own files and do not change while it runs, and the testing kit's
// `fixture()` asks for them on every body it builds (200 times in a `designhooks check` burst,
// which read all 45 files each time before). Internal: the public functions copy the bytes out.
export function storedBodies(folder: 'fixtures' | 'invalid'): readonly StoredBody[] {
  let bodies = read.get(folder);
  if (bodies === undefined) {
    const dir = join(schemasDir, folder);
    bodies = Object.freeze(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => {
          const path = join(dir, file);
          return Object.freeze({
            name: file.slice(0, -'.json'.length),
            path,
            bytes: readFileSync(path),
          });
        }),
    );
    read.set(folder, bodies);
  }
  return bodies;
}
