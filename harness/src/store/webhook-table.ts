import type Database from 'better-sqlite3';
import { newId } from './new-id.ts';
import { statement } from './retained-database.ts';

/**
 * A webhook record as the store returns it. The signing key itself is never part of it:
 * `hasSigningKey` says whether one is set.
 */
export interface Webhook {
  id: string;
  organizationId: string;
  url: string;
  events: string[];
  active: boolean;
  hasSigningKey: boolean;
  createdAt: string;
  updatedAt: string;
  /** When the last attempt to it was made, or null. */
  lastPushedAt: string | null;
  /** Deliveries to it that failed (after their last attempt). */
  errorCount: number;
}

/** Fields of a new webhook; rules are checked before (see createWebhook). */
export interface NewWebhook {
  organizationId: string;
  url: string;
  events: string[];
  signingKey?: string | undefined;
  active?: boolean | undefined;
}

/** Fields an update may change; `signingKey: null` removes the key. */
export interface WebhookPatch {
  url?: string | undefined;
  events?: string[] | undefined;
  active?: boolean | undefined;
  signingKey?: string | null | undefined;
}

/** The webhook half of the store API. */
export interface WebhookTable {
  create(input: NewWebhook): Webhook;
  list(filter?: { organizationId?: string | undefined }): Webhook[];
  get(id: string): Webhook | undefined;
  update(id: string, patch: WebhookPatch): Webhook | undefined;
  delete(id: string): boolean;
  /** The signing key, for the sender only: never print it. */
  signingKey(id: string): string | undefined;
  /** Notes an attempt: bumps `lastPushedAt`, and `errorCount` when the delivery failed. */
  notePush(id: string, at: string, failed: boolean): void;
}

interface Row {
  id: string;
  organization_id: string;
  url: string;
  events: string;
  active: number;
  signing_key: string | null;
  created_at: string;
  updated_at: string;
  last_pushed_at: string | null;
  error_count: number;
}

/**
 * Builds the webhook table's API over an open database.
 *
 * @example
 * ```ts
 * const webhooks = webhookTable(db);
 * const hook = webhooks.create({ organizationId, url: 'https://example.test/hooks', events: ['project.updated'] });
 * webhooks.get(hook.id)?.hasSigningKey; // false
 * ```
 */
export function webhookTable(db: Database.Database): WebhookTable {
  const toWebhook = (row: Row): Webhook => ({
    id: row.id,
    organizationId: row.organization_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    active: row.active === 1,
    hasSigningKey: row.signing_key !== null && row.signing_key !== '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastPushedAt: row.last_pushed_at,
    errorCount: row.error_count,
  });
  const byId = statement<[string], Row>(db, 'SELECT * FROM webhooks WHERE id = ?');
  const get = (id: string): Webhook | undefined => {
    const row = byId.get(id);
    return row ? toWebhook(row) : undefined;
  };
  return {
    create(input) {
      const id = newId('wh');
      const now = new Date().toISOString();
      statement(
        db,
        'INSERT INTO webhooks (id, organization_id, url, events, active, signing_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        id,
        input.organizationId,
        input.url,
        JSON.stringify(input.events),
        input.active === false ? 0 : 1,
        input.signingKey || null,
        now,
        now,
      );
      return get(id) as Webhook;
    },
    list(filter = {}) {
      const rows = filter.organizationId
        ? statement<[string], Row>(
            db,
            'SELECT * FROM webhooks WHERE organization_id = ? ORDER BY created_at, id',
          ).all(filter.organizationId)
        : statement<[], Row>(db, 'SELECT * FROM webhooks ORDER BY created_at, id').all();
      return rows.map(toWebhook);
    },
    get,
    update(id, patch) {
      const sets: string[] = [];
      const values: unknown[] = [];
      if (patch.url !== undefined) {
        sets.push('url = ?');
        values.push(patch.url);
      }
      if (patch.events !== undefined) {
        sets.push('events = ?');
        values.push(JSON.stringify(patch.events));
      }
      if (patch.active !== undefined) {
        sets.push('active = ?');
        values.push(patch.active ? 1 : 0);
      }
      if (patch.signingKey !== undefined) {
        sets.push('signing_key = ?');
        values.push(patch.signingKey || null);
      }
      sets.push('updated_at = ?');
      values.push(new Date().toISOString(), id);
      const { changes } = statement(db, `UPDATE webhooks SET ${sets.join(', ')} WHERE id = ?`).run(
        ...values,
      );
      return changes ? get(id) : undefined;
    },
    delete(id) {
      return statement(db, 'DELETE FROM webhooks WHERE id = ?').run(id).changes > 0;
    },
    signingKey(id) {
      return byId.get(id)?.signing_key ?? undefined;
    },
    notePush(id, at, failed) {
      statement(
        db,
        'UPDATE webhooks SET last_pushed_at = ?, error_count = error_count + ? WHERE id = ?',
      ).run(at, failed ? 1 : 0, id);
    },
  };
}
