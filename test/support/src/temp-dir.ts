import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new empty folder under the system's temporary folder (`designhooks-test-…` unless `prefix`
 * says otherwise): a state folder, a certificate's home, a browser profile.
 *
 * @example
 * ```ts
 * const stateDir = tempDir('designhooks-listen-');
 * ```
 */
export function tempDir(prefix = 'designhooks-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Makes one folder the temporary folder of this process and of every process it starts
 * (`TMPDIR`, which `os.tmpdir()` reads at each call) and returns what removes it, with all
 * that was made in it, and restores the previous one. A test run or a benchmark then leaves
 * nothing in /tmp, whichever of its tests, CLIs, servers and browsers made the folders.
 *
 * @example
 * ```ts
 * const removeTempRoot = useTempRoot('designhooks-bench-');
 * try { await benchmark(); } finally { removeTempRoot(); }
 * ```
 */
export function useTempRoot(prefix: string): () => void {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
