import { mkdtempSync } from 'node:fs';
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
