import type Database from 'better-sqlite3';
import { newId } from './new-id.ts';
import { processRuns } from './process-runs.ts';
import { statement } from './retained-database.ts';

// The parts of a recorded attempt are defined here, with the record, and the delivery folder
// imports them: the store is below delivery (delivery records into it), never the other way.

/** The receiver's answer, as recorded. */
export interface AttemptResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Decoded text, cut at the sender's response body limit (`RESPONSE_BODY_LIMIT_BYTES`). */
  body: string;
  bodyTruncated: boolean;
}

/** Why an attempt got no HTTP response. */
export type AttemptErrorKind = 'timeout' | 'refused' | 'tls' | 'dns' | 'reset' | 'network';

/** The error of an attempt that got no response: a kind to filter on and a sentence to read. */
export interface AttemptError {
  kind: AttemptErrorKind;
  message: string;
}

/** Where an attempt leaves its delivery. */
export type Verdict = 'succeeded' | 'retry' | 'failed';

/** Which command made a delivery. */
export type DeliverySource = 'send' | 'trigger' | 'test' | 'redeliver' | 'scenario';

/**
 * Where a recorded attempt stands: the retry policy's verdict once its answer (or error) is in;
 * `pending` from just before its request leaves until then (write-ahead, so a killed sender
 * leaves a trace); `interrupted` for a pending attempt whose process ended without completing it
 * (the receiver may have got it).
 */
export type AttemptStatus = Verdict | 'pending' | 'interrupted';

/** One delivery attempt as recorded; retries of one delivery share `groupId`. */
export interface DeliveryRecord {
  /** This attempt's id (`dl_…`). */
  id: string;
  /** Id of the delivery's first attempt: every retry of one delivery shares it. */
  groupId: string;
  /** 1 for the first attempt, then 2, 3, … */
  attempt: number;
  /** The webhook it was sent for; null for `designhooks send` and `scenario run`. */
  webhookId: string | null;
  /** For a redelivery: the id of the record whose body was sent again. */
  redeliveryOf: string | null;
  source: DeliverySource;
  event: string;
  url: string;
  /** When the attempt started (ISO 8601, milliseconds). */
  time: string;
  /** Exactly what was sent: header pairs in wire order, and the body's bytes. */
  request: { headers: [string, string][]; body: Buffer };
  /** The receiver's answer, or null when there was none (see `error`). */
  response: AttemptResponse | null;
  durationMs: number;
  /** Why there was no response: timeout, refused, tls, dns, reset, network. */
  error: AttemptError | null;
  /** `succeeded` (2xx), `retry` (another attempt followed), `failed`, or `pending` / `interrupted` (see AttemptStatus). */
  verdict: AttemptStatus;
  /** Backoff before the next attempt when `verdict` is `retry`. */
  retryDelayMs: number | null;
  /** The policy's reason for the verdict. */
  reason: string;
}

/** A record to add: the store assigns `id` and, for a first attempt, `groupId`. */
export type NewDeliveryRecord = Omit<DeliveryRecord, 'id' | 'groupId'> & {
  groupId?: string | undefined;
};

/** An attempt about to be sent: recorded `pending` before its request leaves. */
export type PendingDeliveryRecord = Omit<
  NewDeliveryRecord,
  'response' | 'durationMs' | 'error' | 'verdict' | 'retryDelayMs' | 'reason'
>;

/** How a pending attempt ended. */
export type AttemptCompletion = Pick<
  DeliveryRecord,
  'time' | 'response' | 'durationMs' | 'error' | 'retryDelayMs' | 'reason'
> & { verdict: Verdict };

/** Filters of {@link DeliveryTable.list}. */
export interface DeliveryFilter {
  webhookId?: string | undefined;
  /** Only attempts of these events (names; the caller expands `project.*`). */
  events?: readonly string[] | undefined;
  groupId?: string | undefined;
  /** true: only attempts that did not succeed; false: only successful ones. */
  failed?: boolean | undefined;
  /** Keep only the newest `limit` records (still returned oldest first). */
  limit?: number | undefined;
}

/** The delivery half of the store API. */
export interface DeliveryTable {
  add(record: NewDeliveryRecord): DeliveryRecord;
  /** Records an attempt as `pending` before it is sent (write-ahead). */
  begin(record: PendingDeliveryRecord): DeliveryRecord;
  /** Completes a pending attempt with its outcome. */
  complete(id: string, completion: AttemptCompletion): DeliveryRecord;
  /** Marks pending attempts of processes that no longer run as `interrupted`; returns how many. */
  markInterrupted(isRunning?: (pid: number) => boolean): number;
  get(id: string): DeliveryRecord | undefined;
  list(filter?: DeliveryFilter): DeliveryRecord[];
  /**
   * The deliveries still to recover, oldest first, as the ids of their first attempts: each one
   * whose last attempt did not succeed and that no redelivery of it (or of a redelivery of it)
   * has delivered since; one with an attempt still being sent is left out. Reads no bodies.
   */
  failedDeliveries(filter?: Pick<DeliveryFilter, 'webhookId' | 'events'>): string[];
  count(): number;
}

type Row = Record<string, unknown> & { request_body: Buffer };

/**
 * Builds the delivery table's API over an open database. Each `add` is one atomic insert.
 *
 * @example
 * ```ts
 * const deliveries = deliveryTable(db);
 * deliveries.list({ webhookId: 'wh_8f3k2m9q0d1z', failed: true });
 * ```
 */
export function deliveryTable(db: Database.Database): DeliveryTable {
  const write = (record: NewDeliveryRecord, ownerPid: number | null): DeliveryRecord => {
    const id = newId('dl');
    const groupId = record.groupId ?? id;
    const { response, error } = record;
    insert.run(
      id,
      groupId,
      record.attempt,
      record.webhookId,
      record.redeliveryOf,
      record.source,
      record.event,
      record.url,
      record.time,
      JSON.stringify(record.request.headers),
      record.request.body,
      response?.status ?? null,
      response ? JSON.stringify(response.headers) : null,
      response?.body ?? null,
      response ? Number(response.bodyTruncated) : null,
      record.durationMs,
      error?.kind ?? null,
      error?.message ?? null,
      record.verdict,
      record.retryDelayMs,
      record.reason,
      ownerPid,
    );
    return { ...record, id, groupId };
  };
  const insert = statement(
    db,
    `INSERT INTO deliveries (id, group_id, attempt, webhook_id, redelivery_of, source, event, url, time,
    request_headers, request_body, response_status, response_headers, response_body, response_truncated, duration_ms,
    error_kind, error_message, verdict, retry_delay_ms, reason, owner_pid) VALUES (${new Array(22).fill('?').join(', ')})`,
  );
  const completeRow = statement(
    db,
    `UPDATE deliveries SET time = ?, response_status = ?, response_headers = ?,
    response_body = ?, response_truncated = ?, duration_ms = ?, error_kind = ?, error_message = ?, verdict = ?,
    retry_delay_ms = ?, reason = ?, owner_pid = NULL WHERE id = ? AND verdict = 'pending'`,
  );
  const pendingRows = statement<[], { id: string; owner_pid: number | null }>(
    db,
    "SELECT id, owner_pid FROM deliveries WHERE verdict = 'pending'",
  );
  const interrupt = statement(
    db,
    `UPDATE deliveries SET verdict = 'interrupted', owner_pid = NULL, reason = ? WHERE id = ? AND verdict = 'pending'`,
  );
  const byId = statement<[string], Row>(db, 'SELECT * FROM deliveries WHERE id = ?');
  const lineageRows = statement<
    [],
    {
      id: string;
      group_id: string;
      redelivery_of: string | null;
      verdict: string;
      webhook_id: string | null;
      event: string;
    }
  >(
    db,
    'SELECT id, group_id, redelivery_of, verdict, webhook_id, event FROM deliveries ORDER BY seq',
  );
  return {
    add(record) {
      return write(record, null);
    },
    begin(record) {
      return write(
        {
          ...record,
          response: null,
          durationMs: 0,
          error: null,
          verdict: 'pending',
          retryDelayMs: null,
          reason: 'sending: no answer recorded yet',
        },
        process.pid,
      );
    },
    complete(id, completion) {
      const { response, error } = completion;
      const changed = completeRow.run(
        completion.time,
        response?.status ?? null,
        response ? JSON.stringify(response.headers) : null,
        response?.body ?? null,
        response ? Number(response.bodyTruncated) : null,
        completion.durationMs,
        error?.kind ?? null,
        error?.message ?? null,
        completion.verdict,
        completion.retryDelayMs,
        completion.reason,
        id,
      ).changes;
      const row = byId.get(id);
      if (changed !== 1 || !row) throw new Error(`attempt ${id} is not pending`);
      return toRecord(row);
    },
    markInterrupted(isRunning = processRuns) {
      let marked = 0;
      for (const { id, owner_pid: pid } of pendingRows.all()) {
        if (pid !== null && (pid === process.pid || isRunning(pid))) continue;
        marked += interrupt.run(INTERRUPTED_REASON, id).changes;
      }
      return marked;
    },
    get(id) {
      const row = byId.get(id);
      return row ? toRecord(row) : undefined;
    },
    list(filter = {}) {
      const where: string[] = [];
      const values: unknown[] = [];
      if (filter.webhookId) {
        where.push('webhook_id = ?');
        values.push(filter.webhookId);
      }
      if (filter.groupId) {
        where.push('group_id = ?');
        values.push(filter.groupId);
      }
      if (filter.events) {
        where.push(`event IN (${filter.events.map(() => '?').join(', ') || 'NULL'})`);
        values.push(...filter.events);
      }
      if (filter.failed === true) where.push("verdict <> 'succeeded'");
      if (filter.failed === false) where.push("verdict = 'succeeded'");
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      // the number is bound, not written into the text: one statement whatever the limit
      if (filter.limit) values.push(Math.max(1, Math.floor(filter.limit)));
      const limit = filter.limit ? 'LIMIT ?' : '';
      const rows = statement<unknown[], Row>(
        db,
        `SELECT * FROM deliveries ${clause} ORDER BY seq DESC ${limit}`,
      ).all(...values);
      return rows.reverse().map(toRecord);
    },
    count() {
      return (statement(db, 'SELECT count(*) AS n FROM deliveries').get() as { n: number }).n;
    },
    failedDeliveries(filter = {}) {
      // A delivery and its redeliveries (and theirs) form one lineage, named by its first
      // delivery: recovered when any of them succeeded, in flight while one is pending.
      const groupOf = new Map<string, string>();
      const lineageOf = new Map<
        string,
        { root: string; webhookId: string | null; event: string }
      >();
      const lastVerdict = new Map<string, string>();
      for (const row of lineageRows.all()) {
        groupOf.set(row.id, row.group_id);
        if (row.id === row.group_id) {
          const of = row.redelivery_of === null ? undefined : groupOf.get(row.redelivery_of);
          lineageOf.set(
            row.group_id,
            (of && lineageOf.get(of)) || {
              root: row.id,
              webhookId: row.webhook_id,
              event: row.event,
            },
          );
        }
        lastVerdict.set(row.group_id, row.verdict);
      }
      const settled = new Set<string>();
      for (const [group, verdict] of lastVerdict)
        if (verdict === 'succeeded' || verdict === 'pending')
          settled.add(lineageOf.get(group)!.root);
      const roots = new Set<string>();
      for (const { root, webhookId, event } of lineageOf.values())
        if (
          !settled.has(root) &&
          (!filter.webhookId || webhookId === filter.webhookId) &&
          (!filter.events || filter.events.includes(event))
        )
          roots.add(root);
      return [...roots];
    },
  };
}

const INTERRUPTED_REASON =
  'the sending process ended before the answer was recorded (killed or crashed): the receiver may have got it';

function toRecord(row: Row): DeliveryRecord {
  const status = row.response_status as number | null;
  return {
    id: row.id as string,
    groupId: row.group_id as string,
    attempt: row.attempt as number,
    webhookId: row.webhook_id as string | null,
    redeliveryOf: row.redelivery_of as string | null,
    source: row.source as DeliverySource,
    event: row.event as string,
    url: row.url as string,
    time: row.time as string,
    request: {
      headers: JSON.parse(row.request_headers as string) as [string, string][],
      body: row.request_body,
    },
    response:
      status === null
        ? null
        : {
            status,
            headers: JSON.parse(row.response_headers as string) as AttemptResponse['headers'],
            body: row.response_body as string,
            bodyTruncated: row.response_truncated === 1,
          },
    durationMs: row.duration_ms as number,
    error: row.error_kind
      ? { kind: row.error_kind as AttemptError['kind'], message: row.error_message as string }
      : null,
    verdict: row.verdict as AttemptStatus,
    retryDelayMs: row.retry_delay_ms as number | null,
    reason: row.reason as string,
  };
}
