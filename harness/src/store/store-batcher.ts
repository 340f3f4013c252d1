import type Database from 'better-sqlite3';
import { guardStoreErrors } from './guard-store-errors.ts';

/**
 * Groups store work queued in one event-loop turn into one transaction (one commit for many
 * concurrent deliveries). Each piece runs in its own savepoint, so a failing piece rejects only
 * its own promise; a failed commit rejects them all.
 *
 * @example
 * ```ts
 * const { batch, flush } = storeBatcher(db, file);
 * const record = await batch(() => deliveries.add(attempt));
 * ```
 */
export function storeBatcher(
  db: Database.Database,
  file: string,
): { batch<T>(work: () => T): Promise<T>; flush(): void } {
  let queue: {
    work: () => unknown;
    resolve(value: unknown): void;
    reject(error: unknown): void;
  }[] = [];
  const flush = (): void => {
    if (queue.length === 0) return;
    const pending = queue;
    queue = [];
    const results: { ok: boolean; value: unknown }[] = [];
    try {
      guardStoreErrors(file, () =>
        db
          .transaction(() => {
            for (const item of pending) {
              try {
                results.push({ ok: true, value: db.transaction(item.work)() }); // a savepoint each
              } catch (error) {
                results.push({ ok: false, value: error });
              }
            }
          })
          .immediate(),
      );
    } catch (error) {
      for (const item of pending) item.reject(error);
      return;
    }
    pending.forEach((item, index) => {
      const result = results[index] as { ok: boolean; value: unknown };
      if (result.ok) item.resolve(result.value);
      else item.reject(result.value);
    });
  };
  const batch = <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  return { batch, flush };
}
