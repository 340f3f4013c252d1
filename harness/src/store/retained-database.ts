import Database from 'better-sqlite3';

// Why this module: better-sqlite3 12 built against Node 24's headers frees a Database, Statement
// or iterator wrapper that V8 collects through node::ObjectWrap, whose destructor looks up the
// Environment of the isolate's current context. A collection that runs with no context entered
// (as far as we can tell, one started by V8's platform tasks between event-loop callbacks rather
// than by JavaScript allocating) finds no Environment and aborts the process: `Assertion failed:
// (env) != nullptr` in RemoveEnvironmentCleanupHook (WiseLibs/better-sqlite3#1515, closed
// unfixed; 13.x needs Node 22). Seen in a fresh-clone CI run at the end of `designhooks send --count` on Node 24, and made
// every time by a script that drops prepared statements. So none is ever garbage here: every
// database stays reachable after it is closed, each SQL text is prepared once per database and
// kept with it, and nothing iterates (an iterator is a wrapper too). Node frees them at exit,
// with the context entered, which is safe.
const retained = new Map<Database.Database, Map<string, Database.Statement>>();

/**
 * `new Database(file, options)`, kept reachable for the life of the process (see above).
 *
 * @example
 * ```ts
 * const db = openRetainedDatabase(file, { timeout: STORE_BUSY_TIMEOUT_MS });
 * ```
 */
export function openRetainedDatabase(file: string, options: Database.Options): Database.Database {
  const db = new Database(file, options);
  retained.set(db, new Map());
  return db;
}

/**
 * `db.prepare(sql)`, prepared once per database and kept with it, so that no statement is ever
 * garbage (see above). The one way the store prepares SQL: its texts are fixed or built from a
 * bounded set of parts (no value is ever written into one; `LIMIT ?` takes the number).
 *
 * @example
 * ```ts
 * const byId = statement<[string], Row>(db, 'SELECT * FROM deliveries WHERE id = ?');
 * byId.get('dl_4k9x2m7q1c0a');
 * ```
 */
export function statement<Parameters extends unknown[] = unknown[], Result = unknown>(
  db: Database.Database,
  sql: string,
): Database.Statement<Parameters, Result> {
  let prepared = retained.get(db);
  if (!prepared) retained.set(db, (prepared = new Map()));
  let found = prepared.get(sql);
  if (!found) prepared.set(sql, (found = db.prepare(sql)));
  return found as unknown as Database.Statement<Parameters, Result>;
}
