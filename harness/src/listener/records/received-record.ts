/** Signature check of one received delivery. */
export interface SignatureCheck {
  /** `verified`: matches a secret; `failed`: missing or wrong while a secret is set; `unchecked`: no `--secret`. */
  readonly status: 'verified' | 'failed' | 'unchecked';
  /** Signature header as received, or null. */
  readonly header: string | null;
  /** Why it failed (SDK error code and message), null otherwise. */
  readonly reason: string | null;
  /**
   * The SDK's signature doctor on a failure: which mistake explains it (`body-reserialized`,
   * `wrong-secret`, ...) and how to fix it. Null otherwise; absent in records of older listeners.
   */
  readonly diagnosis?: SignatureDiagnosisView | null;
}

/** A signature diagnosis as recorded: the SDK's `SignatureDiagnosis` without its candidate index. */
export interface SignatureDiagnosisView {
  readonly code: string;
  readonly message: string;
  readonly fix: string;
}

/** One schema failure: a JSON pointer into the body and what is wrong there. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

/** Something a valid delivery carries that the contract does not know (the SDK's `Drift`). */
export interface DriftEntry {
  /** JSON pointer, e.g. `/data/object/visibility`. */
  readonly path: string;
  /** `unknown-field`, `unknown-value` or `unseen-shape`. */
  readonly kind: string;
  /** The value found there; a value longer than 256 JSON characters is kept as a cut JSON preview. */
  readonly value?: unknown;
  /** True when `value` is such a preview. */
  readonly valueTruncated?: boolean;
}

/** Schema validation of one received delivery. */
export interface ValidationCheck {
  /** `unchecked`: not reached (signature failed, not JSON, not an envelope, unknown event). */
  readonly status: 'valid' | 'invalid' | 'unchecked';
  readonly issues: readonly ValidationIssue[];
  /** Drift of a valid delivery (empty when none; absent in records of older listeners). */
  readonly drift?: readonly DriftEntry[];
}

/** The response of the `--forward-to` app (or why there is none). */
export interface ForwardResult {
  readonly url: string;
  /** Null when the app could not be reached. */
  readonly status: number | null;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** Response body as UTF-8 text, cut at `FORWARD_BODY_LIMIT_BYTES`. */
  readonly body: string;
  readonly bodyTruncated: boolean;
  readonly durationMs: number;
  /**
   * Why the forward failed, null when the app answered in full: a network error (refused,
   * TLS), the total deadline, or a response body over the cap (then `status` is the app's).
   */
  readonly error: string | null;
  /** The route's event pattern (`project.*`, `*`) that took the delivery (absent in older records). */
  readonly route?: string;
}

/**
 * Everything the listener knows about one received delivery. The body is kept byte-exact
 * (base64) with the raw headers in arrival order and original case.
 *
 * @example
 * ```ts
 * import type { ReceivedRecord } from './received-record.ts';
 * const body = (r: ReceivedRecord) => Buffer.from(r.bodyBase64, 'base64');
 * ```
 */
export interface ReceivedRecord {
  readonly id: string;
  readonly receivedAt: string;
  readonly durationMs: number;
  readonly method: string;
  readonly path: string;
  readonly remoteAddress: string | null;
  /** `local`: straight to the listener; `tunnel`: through the public tunnel; `replay`: from the inspector. */
  readonly via: 'local' | 'tunnel' | 'replay';
  readonly replayOf: string | null;
  /** True for a replay whose body or signature was edited in the inspector (absent otherwise). */
  readonly edited?: boolean;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The body, or only its first 64 KiB when `bodyTruncated`. */
  readonly bodyBase64: string;
  /** Bytes received (of a 413: up to the cut). */
  readonly bodyBytes: number;
  /**
   * SHA-256 (hex) of the bytes received (of a 413: of the kept part): the receiver's
   * `bodyDigest`, the key its dedupe store and the queue's job id use for the same body.
   */
  readonly bodySha256: string;
  /**
   * True when only the first `REJECTED_BODY_KEEP_BYTES` (64 KiB) of a rejected delivery's body
   * were kept (absent in records written before this field).
   */
  readonly bodyTruncated?: boolean;
  /** The envelope's `event`, when the body could be read as one. */
  readonly event: string | null;
  /** True when `--events` was given and this event is not in it (recorded, not forwarded). */
  readonly ignored: boolean;
  readonly signature: SignatureCheck;
  readonly validation: ValidationCheck;
  readonly userAgent: {
    readonly value: string | null;
    readonly expected: string;
    readonly ok: boolean;
  };
  /** The receiver SDK's verdict: its status and error code. */
  readonly verdict: {
    readonly status: number;
    readonly code: string | null;
    readonly message: string | null;
  };
  /** The status the listener answered the sender with. */
  readonly status: number;
  readonly forward: ForwardResult | null;
}

/** A record without its headers and body, as listed and streamed. */
export type ReceivedSummary = Omit<ReceivedRecord, 'headers' | 'bodyBase64'>;

/**
 * Drops the heavy fields of a record for lists and live events.
 *
 * @example
 * ```ts
 * const line = JSON.stringify(summarize(record));
 * ```
 */
export function summarize(record: ReceivedRecord): ReceivedSummary {
  const { headers: _headers, bodyBase64: _body, ...summary } = record;
  return summary;
}
