import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { tempDir } from './run-cli.ts';

const mounted: string[] = [];
afterAll(() => {
  for (const dir of mounted.splice(0)) {
    try {
      execFileSync('umount', [dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // already gone
    }
  }
});

/**
 * A real small filesystem (a tmpfs of `kib` KiB) to fill up, so "disk full" is the kernel's
 * ENOSPC and not a mock. Needs root (the CI machine and the developers' machines run as root);
 * null where mounting is not allowed, and the caller skips.
 */
export function smallDisk(kib: number): string | null {
  const dir = tempDir('designhooks-small-disk-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k,mode=0700`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  mounted.push(dir);
  return dir;
}

/** Fills the filesystem of `dir` until at most `leaveBytes` are free (a filler file; remove it to free the space). */
export function fillDisk(dir: string, leaveBytes = 0): string {
  const filler = join(dir, 'filler');
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) {
      const { bavail, bsize } = statfsSync(dir);
      if (bavail * bsize <= leaveBytes) break;
      writeSync(fd, chunk);
    }
  } catch {
    // ENOSPC: full
  } finally {
    closeSync(fd);
  }
  return filler;
}
