import { chmodSync, mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UnsafeStateDirError } from '../errors.ts';

/**
 * Creates a state folder (and missing parents) as 0700, whatever the umask, and checks an
 * existing one: the store inside holds signing keys and received bodies, so a folder another
 * user can write (where they could plant a symlink named like a store file) or that belongs to
 * another user is refused with {@link UnsafeStateDirError}; one others can only read is
 * reported (`openMode`), its files being 0600 anyway. The folders are made one level at a time,
 * so the work is bounded by the path's depth (Node's recursive mkdir spins on `/proc/self/x`).
 *
 * @example
 * ```ts
 * const { created, openMode } = ensurePrivateDir('.designhooks');
 * if (openMode !== null) warn(`warning: .designhooks is mode ${openMode.toString(8)}`);
 * ```
 */
export function ensurePrivateDir(dir: string): { created: boolean; openMode: number | null } {
  const path = resolve(dir);
  const missing: string[] = [];
  let existing: Stats | undefined;
  for (let at = path; ; at = dirname(at)) {
    existing = statOrUndefined(at);
    if (existing || dirname(at) === at) break;
    missing.unshift(at);
  }
  for (const level of missing) {
    try {
      mkdirSync(level, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (missing.length > 0) {
    chmodSync(path, 0o700);
    return { created: true, openMode: null };
  }
  const stats = existing!;
  if (!stats.isDirectory()) throw new Error(`${path} is not a folder`);
  const mode = stats.mode & 0o777;
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid)
    throw new UnsafeStateDirError(
      `state folder ${path} belongs to another user (uid ${stats.uid}): use a folder of your own (--state-dir)`,
    );
  if (mode & 0o022)
    throw new UnsafeStateDirError(
      `state folder ${path} is writable by other users (mode ${mode.toString(8).padStart(4, '0')}): run chmod 700 ${path}, or use another --state-dir`,
    );
  return { created: false, openMode: mode & 0o077 ? mode : null };
}

/** The folder's own mode and owner count (a symlinked state folder is judged by its target). */
function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
