/**
 * Version of the tables below, kept in `meta.schemaVersion`; a store with a higher one is refused.
 *
 * @example
 * ```ts
 * db.prepare("INSERT INTO meta (key, value) VALUES ('schemaVersion', ?)").run(String(STORE_SCHEMA_VERSION));
 * ```
 */
export const STORE_SCHEMA_VERSION = 2;

/**
 * The store's tables. Webhooks keep their signing key in a column only the sender reads;
 * every delivery attempt is one row of `deliveries`, ordered by `seq`, written `pending` (with
 * its sender's `owner_pid`) before its request leaves and completed after.
 *
 * @example
 * ```ts
 * db.exec(STORE_SCHEMA_SQL);
 * ```
 */
export const STORE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS webhooks (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  active INTEGER NOT NULL,
  signing_key TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_pushed_at TEXT,
  error_count INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS deliveries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  group_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  webhook_id TEXT,
  redelivery_of TEXT,
  source TEXT NOT NULL,
  event TEXT NOT NULL,
  url TEXT NOT NULL,
  time TEXT NOT NULL,
  request_headers TEXT NOT NULL,
  request_body BLOB NOT NULL,
  response_status INTEGER,
  response_headers TEXT,
  response_body TEXT,
  response_truncated INTEGER,
  duration_ms REAL NOT NULL,
  error_kind TEXT,
  error_message TEXT,
  verdict TEXT NOT NULL,
  retry_delay_ms INTEGER,
  reason TEXT NOT NULL,
  owner_pid INTEGER
);
CREATE INDEX IF NOT EXISTS deliveries_by_webhook ON deliveries (webhook_id, seq);
CREATE INDEX IF NOT EXISTS deliveries_by_group ON deliveries (group_id, attempt);
CREATE INDEX IF NOT EXISTS deliveries_pending ON deliveries (verdict) WHERE verdict = 'pending';
`;

/**
 * Steps from one schema version to the next, run in order inside the opening transaction:
 * `STORE_MIGRATIONS[1]` takes a version-1 store to version 2.
 *
 * @example
 * ```ts
 * for (let v = found; v < STORE_SCHEMA_VERSION; v++) db.exec(STORE_MIGRATIONS[v]!);
 * ```
 */
export const STORE_MIGRATIONS: Readonly<Record<number, string>> = {
  // 2: write-ahead attempts (verdict 'pending' / 'interrupted') name the process that sends them
  1: `ALTER TABLE deliveries ADD COLUMN owner_pid INTEGER;
CREATE INDEX IF NOT EXISTS deliveries_pending ON deliveries (verdict) WHERE verdict = 'pending';`,
};
