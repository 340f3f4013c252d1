import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { StoreError } from '../errors.ts';
import { deliveryTable, type DeliveryTable } from './delivery-table.ts';
import { guardMethods, guardStoreErrors } from './guard-store-errors.ts';
import { STORE_SCHEMA_SQL, STORE_SCHEMA_VERSION } from './store-schema.ts';
import { webhookTable, type WebhookTable } from './webhook-table.ts';

/** File name of the store inside the state dir. */
export const STORE_FILE_NAME = 'designhooks.sqlite';

/** How long a writer waits for another process's write lock before giving up. */
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
    mkdirSync(stateDir, { recursive: true });
  } catch (error) {
    throw new StoreError(`cannot create state dir ${stateDir}: ${(error as Error).message}`);
  }
  const db = guardStoreErrors(file, () => {
    const opened = new Database(file, { timeout: STORE_BUSY_TIMEOUT_MS });
    try {
      prepare(opened, file);
      return opened;
    } catch (error) {
      opened.close();
      throw error;
    }
  });
  const orgKey = 'defaultOrganizationId';
  const batch = batcher(db, file);
  return {
    file,
    webhooks: guardMethods(file, webhookTable(db)),
    deliveries: guardMethods(file, deliveryTable(db)),
    defaultOrganizationId: () => guardStoreErrors(file, () => {
      db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(orgKey, randomUUID());
      return (db.prepare('SELECT value FROM meta WHERE key = ?').get(orgKey) as { value: string }).value;
    }),
    batch,
    close: () => db.close(),
  };
}

function batcher(db: Database.Database, file: string): Store['batch'] {
  let queue: { work: () => unknown; resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const flush = (): void => {
    const pending = queue;
    queue = [];
    const results: { ok: boolean; value: unknown }[] = [];
    try {
      guardStoreErrors(file, () => db.transaction(() => {
        for (const item of pending) {
          try {
            results.push({ ok: true, value: db.transaction(item.work)() }); // a savepoint each
          } catch (error) {
            results.push({ ok: false, value: error });
          }
        }
      }).immediate());
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
  return <T>(work: () => T) => new Promise<T>((resolve, reject) => {
    if (queue.length === 0) setImmediate(flush);
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

function prepare(db: Database.Database, file: string): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.transaction(() => {
    db.exec(STORE_SCHEMA_SQL);
    const row = db.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'").get() as { value: string } | undefined;
    if (!row) db.prepare("INSERT INTO meta (key, value) VALUES ('schemaVersion', ?)").run(String(STORE_SCHEMA_VERSION));
    else if (Number(row.value) > STORE_SCHEMA_VERSION) {
      throw new StoreError(`store ${file} was written by a newer designhooks (schema ${row.value}); upgrade, or use another --state-dir`);
    }
  }).immediate();
}
