import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * Creates a state folder (and missing parents) as 0700, whatever the umask, and reports how an
 * existing one is shared: the store inside holds signing keys and received bodies. Files are
 * kept 0600 anyway (see ensurePrivateFile), so an open folder is a warning, not an error.
 *
 * @example
 * ```ts
 * const { created, openMode } = ensurePrivateDir('.designhooks');
 * if (openMode !== null) warn(`warning: .designhooks is mode ${openMode.toString(8)}`);
 * ```
 */
export function ensurePrivateDir(dir: string): { created: boolean; openMode: number | null } {
  const first = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (first !== undefined) {
    chmodSync(dir, 0o700);
    return { created: true, openMode: null };
  }
  const mode = statSync(dir).mode & 0o777;
  return { created: false, openMode: mode & 0o077 ? mode : null };
}
