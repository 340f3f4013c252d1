import { existsSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { HarnessError, StoreError } from '../errors.ts';
import { ensurePrivateDir } from './ensure-private-dir.ts';
import { ensurePrivateFile } from './ensure-private-file.ts';
import { deliveryTable, type DeliveryTable } from './delivery-table.ts';
import { guardMethods, guardStoreErrors } from './guard-store-errors.ts';
import { openRetainedDatabase, statement } from './retained-database.ts';
import { retryWhileBusy } from './retry-while-busy.ts';
import { storeBatcher } from './store-batcher.ts';
import { STORE_MIGRATIONS, STORE_SCHEMA_SQL, STORE_SCHEMA_VERSION } from './store-schema.ts';
import { webhookTable, type WebhookTable } from './webhook-table.ts';

/**
 * File name of the store inside the state dir.
 *
 * @example
 * ```ts
 * join(resolveStateDir(), STORE_FILE_NAME); // '/work/app/.designhooks/designhooks.sqlite'
 * ```
 */
export const STORE_FILE_NAME = 'designhooks.sqlite';

/**
 * How long a writer waits for another process's write lock before giving up.
 *
 * @example
 * ```ts
 * new Database(file, { timeout: STORE_BUSY_TIMEOUT_MS });
 * ```
 */
export const STORE_BUSY_TIMEOUT_MS = 10_000;

/**
 * The harness's state: webhook records and every delivery attempt.
 *
 * - `webhooks`: `create`, `list({ organizationId })`, `get(id)`, `update(id, patch)`,
 *   `delete(id)`, `signingKey(id)` (sender only), `notePush(id, at, failed)`.
 * - `deliveries`: `add(record)`, `get(id)`, `list({ webhookId, groupId, failed, limit })`
 *   (oldest first), `count()`.
 * - `defaultOrganizationId()`: the organization used when none is named, created on first use.
 */
export interface Store {
  /** Absolute path of the SQLite file. */
  file: string;
  webhooks: WebhookTable;
  deliveries: DeliveryTable;
  defaultOrganizationId(): string;
  /**
   * Runs `work` (store calls) in one transaction together with all other work queued in the
   * same event-loop turn: many concurrent deliveries then cost one commit instead of one each.
   * Resolves once that transaction is committed; a failing piece rejects only its own promise.
   */
  batch<T>(work: () => T): Promise<T>;
  close(): void;
}

/**
 * Opens (creating when needed) the store under a state dir: one SQLite file in WAL mode with
 * a busy timeout, so every write is an atomic transaction, several processes can write at once
 * without losing a record, readers never block writers, and a killed process leaves the
 * last committed state readable. A corrupt or unreadable file raises a {@link StoreError}
 * naming it.
 *
 * @example
 * ```ts
 * import { openStore, resolveStateDir } from '@designhooks/harness';
 * const store = openStore(resolveStateDir());
 * for (const d of store.deliveries.list({ failed: true, limit: 20 })) console.log(d.id, d.error?.kind);
 * store.close();
 * ```
 */
export function openStore(stateDir: string): Store {
  const file = join(stateDir, STORE_FILE_NAME);
  try {
    ensurePrivateDir(stateDir); // it holds signing keys: yours only
  } catch (error) {
    if (error instanceof HarnessError) throw error;
    throw new StoreError(`cannot create state dir ${stateDir}: ${(error as Error).message}`);
  }
  try {
    // 0600 before SQLite opens it: SQLite gives -wal and -shm the database's mode
    ensurePrivateFile(file, { keepOpen: false });
    for (const extra of [`${file}-wal`, `${file}-shm`])
      if (existsSync(extra) || isSymlink(extra)) ensurePrivateFile(extra, { keepOpen: false });
  } catch (error) {
    if (error instanceof HarnessError) throw error;
    throw new StoreError(
      `cannot make the store ${file} private (0600): ${(error as Error).message}`,
    );
  }
  const db = guardStoreErrors(file, () =>
    retryWhileBusy(() => {
      const opened = openRetainedDatabase(file, { timeout: STORE_BUSY_TIMEOUT_MS });
      try {
        prepare(opened, file);
        return opened;
      } catch (error) {
        opened.close();
        throw error;
      }
    }, STORE_BUSY_TIMEOUT_MS),
  );
  const orgKey = 'defaultOrganizationId';
  const { batch, flush } = storeBatcher(db, file);
  const deliveries = guardMethods(file, deliveryTable(db));
  // Attempts left pending by a process that no longer runs (kill -9, a crash) show as interrupted.
  try {
    deliveries.markInterrupted();
  } catch {
    // a read-only or full disk: they stay pending until a store that can write opens them
  }
  return {
    file,
    webhooks: guardMethods(file, webhookTable(db)),
    deliveries,
    defaultOrganizationId: () =>
      guardStoreErrors(file, () => {
        statement(db, 'INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
          orgKey,
          randomUUID(),
        );
        return statement<[string], { value: string }>(
          db,
          'SELECT value FROM meta WHERE key = ?',
        ).get(orgKey)!.value;
      }),
    batch,
    close: () => {
      flush(); // work still queued is committed before the file closes
      db.close();
    },
  };
}

function prepare(db: Database.Database, file: string): void {
  statement(db, 'PRAGMA journal_mode = WAL').get();
  statement(db, 'PRAGMA synchronous = NORMAL').run();
  const version = (): number | undefined => {
    const hasMeta = statement(
      db,
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
    ).get();
    const row = hasMeta
      ? statement<[], { value: string }>(
          db,
          "SELECT value FROM meta WHERE key = 'schemaVersion'",
        ).get()
      : undefined;
    return row ? Number(row.value) : undefined;
  };
  const check = (found: number | undefined): void => {
    if (found !== undefined && found > STORE_SCHEMA_VERSION) {
      throw new StoreError(
        `store ${file} was written by a newer designhooks (schema ${found}); upgrade, or use another --state-dir`,
      );
    }
  };
  const found = version();
  check(found);
  if (found === STORE_SCHEMA_VERSION) return; // the usual case: no write lock just to open
  db.transaction(() => {
    const current = version();
    check(current);
    if (current === undefined) {
      db.exec(STORE_SCHEMA_SQL);
      statement(db, "INSERT INTO meta (key, value) VALUES ('schemaVersion', ?)").run(
        String(STORE_SCHEMA_VERSION),
      );
      return;
    }
    for (let step = current; step < STORE_SCHEMA_VERSION; step++)
      db.exec(STORE_MIGRATIONS[step] ?? '');
    statement(db, "UPDATE meta SET value = ? WHERE key = 'schemaVersion'").run(
      String(STORE_SCHEMA_VERSION),
    );
  }).immediate();
}

/** A dangling symlink does not "exist", and must be refused all the same. */
function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
