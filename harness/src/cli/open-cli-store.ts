import { openStore, type Store } from '../store/open-store.ts';
import { resolveStateDir } from '../store/resolve-state-dir.ts';
import { stateDirWarning } from '../store/state-dir-warning.ts';
import type { CommandContext } from './command-context.ts';

/**
 * Opens the store of the state dir a command runs with (`--state-dir`, `$DESIGNHOOKS_HOME`, or
 * `./.designhooks`), runs `use`, and closes it. Warns (one line) when the folder is open to other users.
 *
 * @example
 * ```ts
 * return withStore(context, (store) => store.webhooks.list().length);
 * ```
 */
export async function withStore<T>(
  context: Pick<CommandContext, 'stateDirFlag' | 'err'>,
  use: (store: Store) => Promise<T> | T,
): Promise<T> {
  const stateDir = resolveStateDir(context.stateDirFlag);
  const warning = stateDirWarning(stateDir);
  if (warning) context.err(warning);
  const store = openStore(stateDir);
  try {
    return await use(store);
  } finally {
    store.close();
  }
}
