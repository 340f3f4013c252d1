import type { ReceivedSummary } from './received-record.ts';

/** Filters of the inspector list: by event name and by status class. */
export interface RecordFilter {
  /** Exact event name; `(none)` matches bodies with no readable event. */
  readonly event?: string;
  /** `2xx` `3xx` `4xx` `5xx`, an exact code like `422`, `unverified` (signature failed), `invalid` (schema) or `drifted` (valid, with drift). */
  readonly status?: string;
}

/**
 * Does a record pass the filter? Empty filter fields match everything.
 *
 * @example
 * ```ts
 * records.filter((r) => matchRecord(r, { event: 'project.updated', status: '4xx' }));
 * ```
 */
export function matchRecord(record: ReceivedSummary, filter: RecordFilter): boolean {
  if (filter.event) {
    const event = record.event ?? '(none)';
    if (event !== filter.event) return false;
  }
  const status = filter.status;
  if (!status) return true;
  if (status === 'unverified') return record.signature.status === 'failed';
  if (status === 'invalid') return record.validation.status === 'invalid';
  if (status === 'drifted')
    return record.validation.status === 'valid' && (record.validation.drift?.length ?? 0) > 0;
  if (/^[1-5]xx$/.test(status)) return Math.floor(record.status / 100) === Number(status[0]);
  if (/^\d{3}$/.test(status)) return record.status === Number(status);
  return false;
}
