// The public shapes of a check run: what a transport is asked and answers, the options, the report.
import type { CheckSeverity } from './check-catalogue.ts';

/** One request of a case: the transport adds the platform's headers and the signature header. */
export interface CheckRequest {
  method: 'POST' | 'GET';
  body: Buffer;
  /** The `<Service>-Webhooks-Signature` value, or null to send none. */
  signature: string | null;
  /**
   * Send the body in two pieces split at this byte, a moment apart, as TCP may deliver any body
   * (`encoding.utf8-split`); a transport that cannot sends it whole.
   */
  splitAt?: number;
  /**
   * Sent as the `Content-Type` instead of `application/json`, which the platform always sends:
   * only the probe does, to tell a body parser that reads another type (`express.raw()`'s
   * default, `application/octet-stream`).
   */
  contentType?: string;
  /**
   * Once the body is sent, close the request's side of the connection (a TCP half-close), which
   * the platform never does: only the probe does, when no delivery was accepted and some got no
   * answer, to tell a receiver that reads the body until the connection ends; a transport that
   * cannot ignores it.
   */
  halfClose?: boolean;
}

/**
 * What a transport got back: a status, the start of the answer's body and its `Location` (for the
 * cause of a refusal or a redirect; a transport may leave them out), or why there was none (one
 * line).
 */
export type CheckAnswer =
  | {
      status: number;
      body?: string;
      location?: string;
      /** Its `WWW-Authenticate` header: a 401 that asks for credentials came from auth middleware. */
      authenticate?: string;
      /** Its `x-amzn-ErrorType` header: a refusal AWS API Gateway answered itself. */
      amznErrorType?: string;
      /**
       * The answer's body as a person reads it (an HTML page's words), for a refusal's reason;
       * without it, the body itself when it is not HTML.
       */
      excerpt?: string;
      /**
       * The request asked for a split body and the target got it whole (a Lambda handler: API
       * Gateway reads the body first), so `encoding.utf8-split` is not graded.
       */
      unsplit?: boolean;
    }
  | {
      error: string;
      timedOut: boolean;
      /** A timeout after this status line came: the answer's body never ended. */
      unfinishedStatus?: number;
      /** No connection was made: nothing listens at the URL (any more). */
      refused?: boolean;
      /** The receiver closed the connection before any answer (a reset, a hang-up). */
      closed?: boolean;
    };

/** Sends one request the platform's way (over HTTP, or in process) within the run's timeout. */
export type CheckTransport = (request: CheckRequest) => Promise<CheckAnswer>;

/** A case's verdict. */
export type CheckVerdict = 'pass' | 'fail' | 'skip';

/** One case's result, in catalogue order in {@link CheckReport.cases}. */
export interface CheckCaseResult {
  id: string;
  severity: CheckSeverity;
  verdict: CheckVerdict;
  /** The status of the answer that decided the verdict (a failure's, or the last one). */
  status?: number;
  /** Wall time of the case, milliseconds. */
  ms?: number;
  /** Why it failed or was skipped (one line), or a note on a pass. */
  reason?: string;
  /** `load.burst` and `latency`: answer times in milliseconds. */
  latency?: { p50: number; p95: number; max: number };
  /** `false` on a case `only` / `skip` left out: it did not run (verdict `skip`). */
  selected?: false;
}

/** The result of a run: what every report format shows. */
export interface CheckReport {
  url: string;
  /** Every `must` case passed (skipped ones do not count against it). */
  passed: boolean;
  /** False when no secret was given: the signature cases were skipped. */
  authenticityChecked: boolean;
  /**
   * One line when a single cause explains the failures, to fix first: no signed delivery was
   * accepted but the same delivery written back as Python, PHP or Go write a parsed body was (a
   * receiver that verifies a re-serialised body) or sent as application/octet-stream was (a raw
   * body parser that reads only that type), the receiver stopped answering at one request
   * and its port closed (it probably crashed on that request), no delivery was answered
   * (nothing listens there, or the handler never answers), none was accepted while some were
   * refused at once (a handler that answers only failures), every answer came from in front of
   * the receiver's code (a framework's CSRF protection, an ngrok tunnel that cannot reach it, a
   * proxy's gateway error), a signed delivery was refused as if unsigned (the receiver does not
   * find the header), every refusal is a JSON parser's on an empty body (the body read twice),
   * every delivery got a 2xx carrying the handler's own error (a failure answered as success),
   * every one was refused (401 or 403: another key, or none given to a receiver that wants one),
   * or every one got the same other answer (404: a wrong path; 500: a receiver failing on
   * everything, with its words).
   */
  commonCause?: string;
  cases: CheckCaseResult[];
}

/** Options of a run; every number has a documented default. */
export interface CheckOptions {
  /** The webhook's signing key; without it the signature cases are skipped. */
  secret?: string | null | undefined;
  /** Milliseconds: a request with no answer within this long fails its case; default 10 000. */
  timeout?: number | undefined;
  /** Milliseconds: the `latency` case's bound on the p95 answer time; default 1 000 (at most `timeout`). */
  maxLatency?: number | undefined;
  /** Deliveries sent at once by `load.burst`; default 50. */
  burst?: number | undefined;
  /** Case ids (or `prefix.*`) to run; default all. */
  only?: readonly string[] | undefined;
  /** Case ids (or `prefix.*`) not to run. */
  skip?: readonly string[] | undefined;
  /**
   * Called with each case's result as soon as the case ends, in catalogue order (the same
   * objects as the report's `cases`): a run against a slow receiver takes minutes, and this is
   * how a caller shows it going on.
   */
  onCase?: ((result: CheckCaseResult) => void) | undefined;
}

/**
 * Defaults of {@link CheckOptions}, named like the options and the CLI's flags (times in
 * milliseconds): the sender's timeout (the same as `send`), the latency bound well below it,
 * and the burst size.
 *
 * @example
 * ```ts
 * import { CHECK_DEFAULTS } from '@designhooks/testing';
 * CHECK_DEFAULTS.maxLatency; // 1000 (ms)
 * ```
 */
export const CHECK_DEFAULTS = Object.freeze({ timeout: 10_000, maxLatency: 1_000, burst: 50 });
