import { HarnessError, StoreError } from '../errors.ts';
import { ensurePrivateDir } from './ensure-private-dir.ts';

/**
 * Makes sure the state folder exists (0700 when created) and returns the one-line warning a
 * command prints when an existing folder can be read by the group or everyone, or null. A
 * folder others can write is refused (UnsafeStateDirError), not warned about.
 *
 * @example
 * ```ts
 * const warning = stateDirWarning('/home/me/app/.designhooks');
 * if (warning) process.stderr.write(warning);
 * ```
 */
export function stateDirWarning(dir: string): string | null {
  let openMode: number | null;
  try {
    ({ openMode } = ensurePrivateDir(dir));
  } catch (error) {
    if (error instanceof HarnessError) throw error;
    throw new StoreError(`cannot create state dir ${dir}: ${(error as Error).message}`);
  }
  if (openMode === null) return null;
  return (
    `warning: state folder ${dir} is open to other users (mode ${openMode.toString(8).padStart(4, '0')}); ` +
    `its files are kept 0600, but run chmod 700 ${dir} to hide what is there\n`
  );
}
