import { closeSync, constants, fchmodSync, fstatSync, openSync } from 'node:fs';
import { UnsafeStateDirError } from '../errors.ts';

/** Read and append, created when missing, never through a symlink (ELOOP instead). */
const OPEN_FLAGS = constants.O_RDWR | constants.O_CREAT | constants.O_APPEND | constants.O_NOFOLLOW;

/**
 * Opens `file` for reading and appending (creating it) with mode 0600 and forces 0600 on an
 * existing one: `open`'s mode applies only to a new file, and an older run, another tool or a
 * wide umask may have left it readable by others. The open never follows a symlink, and a file
 * that is not a regular file of ours is refused ({@link UnsafeStateDirError}): a store file must
 * never lead the harness to append to, chmod or truncate someone else's file. Returns the
 * descriptor; `keepOpen: false` closes it. SQLite gives the `-wal` and `-shm` files the mode of
 * their database, so a 0600 database keeps them private too.
 *
 * @example
 * ```ts
 * ensurePrivateFile('.designhooks/designhooks.sqlite', { keepOpen: false });
 * const fd = ensurePrivateFile('.designhooks/received.jsonl');
 * ```
 */
export function ensurePrivateFile(file: string, options: { keepOpen?: boolean } = {}): number {
  let fd: number;
  try {
    fd = openSync(file, OPEN_FLAGS, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw refuse(file, 'is a symlink');
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw refuse(file, 'is not a regular file');
    const uid = process.getuid?.();
    if (uid !== undefined && stats.uid !== uid)
      throw refuse(file, `belongs to another user (uid ${stats.uid})`);
    fchmodSync(fd, 0o600);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (options.keepOpen === false) {
    closeSync(fd);
    return -1;
  }
  return fd;
}

function refuse(file: string, what: string): UnsafeStateDirError {
  return new UnsafeStateDirError(
    `store file ${file} ${what}: refusing to open it; move it away or use another --state-dir`,
  );
}
