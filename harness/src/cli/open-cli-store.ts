import { openStore, type Store } from '../store/open-store.ts';
import { resolveStateDir } from '../store/resolve-state-dir.ts';
import type { CommandContext } from './command-context.ts';

/**
 * Opens the store of the state dir a command runs with (`--state-dir`, `$DESIGNHOOKS_HOME`, or
 * `./.designhooks`), runs `use`, and closes it.
 *
 * @example
 * ```ts
 * return withStore(context, (store) => store.webhooks.list().length);
 * ```
 */
export async function withStore<T>(context: CommandContext, use: (store: Store) => Promise<T> | T): Promise<T> {
  const store = openStore(resolveStateDir(context.stateDirFlag));
  try {
    return await use(store);
  } finally {
    store.close();
  }
}
