import { StoreError, StoreFullError } from '../errors.ts';

/**
 * Runs `action`, turning any SQLite failure (corrupt file, not a database, locked, cannot
 * open) into one {@link StoreError} whose message names the store file and what to do.
 *
 * @example
 * ```ts
 * const rows = guardStoreErrors('/work/app/.designhooks/designhooks.sqlite', () => stmt.all());
 * ```
 */
export function guardStoreErrors<T>(file: string, action: () => T): T {
  try {
    return action();
  } catch (error) {
    throw toStoreError(file, error);
  }
}

/**
 * Wraps every method of `api` with {@link guardStoreErrors}.
 *
 * @example
 * ```ts
 * const webhooks = guardMethods(file, webhookTable(db));
 * ```
 */
export function guardMethods<T extends object>(file: string, api: T): T {
  const wrapped = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(api)) {
    wrapped[key] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            guardStoreErrors(file, () => (value as (...a: unknown[]) => unknown)(...args))
        : value;
  }
  return wrapped as T;
}

/** What to do when the store's native module was never built (see toStoreError). */
const NATIVE_MODULE_MISSING =
  "the store's SQLite module (better-sqlite3) was never built: npm 11 runs a dependency's install " +
  'script only when the project allows it; run `npm install-scripts approve better-sqlite3 && ' +
  'npm rebuild better-sqlite3` in your project, then retry';

/**
 * What to do when the native module was built for another Node.js (`nvm use 24` after installing
 * under 20): Node's own message is a paragraph; say where to rebuild it.
 */
function builtForAnotherNode(message: string): string {
  const installed = /'([^']*)[\\/]node_modules[\\/]better-sqlite3[\\/]/.exec(message)?.[1];
  return (
    `the store's SQLite module (better-sqlite3) was built for another Node.js version than this ` +
    `one (${process.version}): run \`npm rebuild better-sqlite3\`` +
    (installed ? ` in ${installed}` : ' where designhooks is installed') +
    ' with this Node.js, then retry'
  );
}

function toStoreError(file: string, error: unknown): unknown {
  // better-sqlite3 loads its native module at the first open, and its install script builds it:
  // npm 11 skips that script until the project allows it, and bindings then lists every path it
  // tried in one long message.
  if (error instanceof Error && error.message.startsWith('Could not locate the bindings file'))
    return new StoreError(NATIVE_MODULE_MISSING);
  if (error instanceof Error && /NODE_MODULE_VERSION/.test(error.message))
    return new StoreError(builtForAnotherNode(error.message));
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return error;
  const message = (error as Error).message;
  if (code.startsWith('SQLITE_FULL') || /\bENOSPC\b/.test(message)) {
    return new StoreFullError(
      `disk full: store ${file} cannot record anything more (${code}); free some space and try again`,
    );
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StoreError(
      `store ${file} is locked by another process for too long (${code}); try again`,
    );
  }
  return new StoreError(
    `store ${file} is unreadable: ${message} (${code}); move the file away or use another --state-dir`,
  );
}
