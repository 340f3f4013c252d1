import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { responseInFront } from '../../delivery/response-in-front.ts';
import { openStore, STORE_FILE_NAME, type Store } from '../../store/open-store.ts';
import { redactUrl } from '../../text/redact-url.ts';

/** One attempt the harness made, as the inspector's "sent" tab lists it. */
export interface SentSummary {
  readonly id: string;
  readonly groupId: string;
  readonly attempt: number;
  readonly source: string;
  readonly webhookId: string | null;
  readonly event: string;
  readonly url: string;
  readonly time: string;
  /** The receiver's status, null when there was no response. */
  readonly status: number | null;
  readonly durationMs: number;
  readonly verdict: string;
  /** `kind: message` when there was no response. */
  readonly error: string | null;
  /** What answered in front of the receiver's code, by check's rules (an ngrok page, a CSRF check), or null. */
  readonly inFront: string | null;
}

// One store per state dir, opened by the first call and kept: the inspector asks every 2 s, and
// a store once opened stays in memory (no better-sqlite3 object may be collected: see
// store/retained-database.ts), so opening one per call would grow the listener without bound.
const stores = new Map<string, Store>();

/**
 * Reads the newest deliveries the harness sent (`send`, `trigger`, `webhooks test`, `scenario run`,
 * `redeliver`) from its store in `stateDir`, newest first. Read-only; each call reads what other
 * processes have committed since; an absent store reads as empty.
 *
 * @example
 * ```ts
 * sentDeliveries('.designhooks', 50).map((d) => `${d.event} ${d.status}`);
 * ```
 */
export function sentDeliveries(stateDir: string, limit: number): SentSummary[] {
  if (!existsSync(join(stateDir, STORE_FILE_NAME))) return [];
  let store = stores.get(stateDir);
  if (!store) stores.set(stateDir, (store = openStore(stateDir)));
  return store.deliveries
    .list({ limit })
    .reverse()
    .map((d) => ({
      id: d.id,
      groupId: d.groupId,
      attempt: d.attempt,
      source: d.source,
      webhookId: d.webhookId,
      event: d.event,
      url: redactUrl(d.url),
      time: d.time,
      status: d.response?.status ?? null,
      durationMs: d.durationMs,
      verdict: d.verdict,
      error: d.error ? `${d.error.kind}: ${d.error.message}` : null,
      inFront: (d.response && responseInFront(d.response)?.who) ?? null,
    }));
}
