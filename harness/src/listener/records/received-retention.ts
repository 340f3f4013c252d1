/** How much the received-deliveries file keeps; the oldest records go first. */
export interface ReceivedRetention {
  /** Records kept (`designhooks listen --max-records`). */
  readonly maxRecords: number;
  /** Bytes the file may hold (`designhooks listen --max-bytes`). */
  readonly maxBytes: number;
}

/**
 * The defaults: the newest 2,000 records and at most 256 MiB. The file is trimmed back to
 * them when the listener starts and whenever it grows 10% past either, so it never holds
 * more than about 282 MiB, and the listener's memory holds summaries only.
 *
 * @example
 * ```ts
 * openReceivedStore(file, { ...DEFAULT_RECEIVED_RETENTION, maxRecords: 500 });
 * ```
 */
export const DEFAULT_RECEIVED_RETENTION: ReceivedRetention = Object.freeze({
  maxRecords: 2_000,
  maxBytes: 256 * 1024 * 1024,
});

/**
 * Of a delivery the listener rejected (4xx/5xx without a verified signature: 401, 413, an
 * unsigned 400 …) only this many bytes of the body are kept, and the record says
 * `bodyTruncated: true`: whoever can reach a tunnelled URL must not be able to fill the disk.
 *
 * @example
 * ```ts
 * const kept = body.subarray(0, REJECTED_BODY_KEEP_BYTES);
 * ```
 */
export const REJECTED_BODY_KEEP_BYTES = 64 * 1024;
