import {
  closeSync,
  constants,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { StoreError } from '../errors.ts';
import { processRuns } from './process-runs.ts';

/** Created only if absent (the lock), never through a symlink. */
const LOCK_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** How long a lock may be waited for before the work is refused. */
const LOCK_WAIT_MS = 10_000;

/** A lock file without a pid yet is that young: its creator is between open and write. */
const UNWRITTEN_LOCK_GRACE_MS = 2_000;

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `work` while holding a lock file that every process of the harness respects: the file is
 * created with O_EXCL (so only one process holds it), holds its owner's pid, and is removed
 * afterwards. A lock whose owner no longer runs (kill -9) is taken over. Synchronous, because
 * the work it guards (an append and a trim of the listener's record file) is: the wait blocks
 * only while another process appends or trims.
 *
 * @example
 * ```ts
 * withFileLock('.designhooks/received.jsonl.lock', () => appendLine(fd, line));
 * ```
 */
export function withFileLock<T>(lockFile: string, work: () => T): T {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let fd = -1;
  for (let wait = 1; fd < 0; wait = Math.min(wait * 2, 20)) {
    try {
      fd = openSync(lockFile, LOCK_FLAGS, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (takeOverIfStale(lockFile)) continue;
      if (Date.now() > deadline)
        throw new StoreError(
          `${lockFile} has been held by another process for over ${LOCK_WAIT_MS / 1000} s; try again`,
        );
      Atomics.wait(sleeper, 0, 0, wait);
    }
  }
  try {
    writeSync(fd, String(process.pid));
    return work();
  } finally {
    closeSync(fd);
    unlinkSync(lockFile);
  }
}

/** Removes a lock whose owner is gone; true when it did. */
function takeOverIfStale(lockFile: string): boolean {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) {
      if (Date.now() - statSync(lockFile).mtimeMs < UNWRITTEN_LOCK_GRACE_MS) return false;
    } else if (pid !== process.pid && processRuns(pid)) return false; // our own pid: a dead owner's, reused (our locks never nest)
    unlinkSync(lockFile);
    return true;
  } catch {
    return true; // it went away meanwhile: try again
  }
}
