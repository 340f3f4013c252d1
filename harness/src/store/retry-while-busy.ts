/**
 * Runs `action` again while SQLite answers SQLITE_BUSY, until `timeoutMs` has passed. Why: the
 * busy timeout covers ordinary lock waits, but SQLite returns SQLITE_BUSY at once, without
 * calling the busy handler, where waiting could deadlock: two processes opening a new store at
 * the same moment both switch it to WAL mode (`PRAGMA journal_mode = WAL`), and one of them is
 * refused straight away. Opening must then wait its turn like any other write, not fail. The
 * store's API is synchronous (better-sqlite3), so the pause between tries is a synchronous sleep.
 *
 * @example
 * ```ts
 * const db = retryWhileBusy(() => openAndPrepare(file), STORE_BUSY_TIMEOUT_MS);
 * ```
 */
export function retryWhileBusy<T>(action: () => T, timeoutMs: number): T {
  const deadline = Date.now() + timeoutMs;
  for (let pauseMs = 5; ; pauseMs = Math.min(pauseMs * 2, 100)) {
    try {
      return action();
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? '');
      if (!code.startsWith('SQLITE_BUSY') || Date.now() + pauseMs > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs);
    }
  }
}
