import { closeSync, fchmodSync, openSync } from 'node:fs';

/**
 * Opens `file` for reading and appending (creating it) with mode 0600 and forces 0600 on an existing one:
 * `open`'s mode applies only to a new file, and an older run, another tool or a wide umask
 * may have left it readable by others. Returns the descriptor; `keepOpen: false` closes it.
 * SQLite gives the `-wal` and `-shm` files the mode of their database, so a 0600 database
 * keeps them private too.
 *
 * @example
 * ```ts
 * ensurePrivateFile('.designhooks/designhooks.sqlite', { keepOpen: false });
 * const fd = ensurePrivateFile('.designhooks/received.jsonl');
 * ```
 */
export function ensurePrivateFile(file: string, options: { keepOpen?: boolean } = {}): number {
  const fd = openSync(file, 'a+', 0o600);
  try {
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
