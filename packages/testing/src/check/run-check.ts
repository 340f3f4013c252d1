import { sign, terminalSafe } from '@designhooks/receiver';
import { eventNames, type EventName } from '@designhooks/types';
import {
  canonicalBody,
  freshProjectBody,
  goEscapesBody,
  largePushBody,
  lateRedeliveryBodies,
  notJsonBody,
  outOfOrderBodies,
  rewrittenBodies,
  signedWithLeadingZero,
  splitCharacterBody,
  tamper,
  unknownEventBody,
  utf8Bodies,
  variantBodies,
  type CaseBody,
} from './check-bodies.ts';
import { answeredInFront, type InFront } from './answered-in-front.ts';
import { CATCH_ALL_PAGE, htmlPageOf, type HtmlPage } from './catch-all-page.ts';
import { foreignHeaderIn, type ForeignHeader } from './foreign-headers.ts';
import { miswrittenSignatures } from './miswritten-signatures.ts';
import { percentile } from './percentile.ts';
import { checkCatalogue, type CheckCase, type CheckSeverity } from './check-catalogue.ts';
import { selectCases } from './select-cases.ts';
import { StoppedAnswering } from './stopped-answering.ts';

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
   * receiver that verifies a re-serialised body), the receiver stopped answering at one request
   * and its port closed (it probably crashed on that request), no delivery was answered
   * (nothing listens there, or the handler never answers), none was accepted while some were
   * refused at once (a handler that answers only failures), every answer came from in front of
   * the receiver's code (a framework's CSRF protection, an ngrok tunnel that cannot reach it, a
   * proxy's gateway error), every one was refused (401 or 403: another key, or none given to a
   * receiver that wants one), or every one got the same other answer (404: a wrong path; 500: a
   * receiver failing on everything).
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

/** What the cases share while a run goes on. */
interface Run {
  transport: CheckTransport;
  /** The case running now, for {@link Run.stopped}. */
  caseId: string;
  /** Where the receiver stopped answering, if it did: it probably crashed on that request. */
  stopped: StoppedAnswering<{ caseId: string; label: string }>;
  secret: string | null;
  timeoutMs: number;
  /** `--max-latency`: the bound of the p95 answer time, sequential and in a burst. */
  maxLatencyMs: number;
  /** Answer times of the sequential requests; a request with no answer counts as Infinity. */
  times: number[];
  /** A correctly signed delivery was answered 2xx: a later 401 points at the body, not the key. */
  verifiedOnce: boolean;
  /** How the receiver answered a delivery without the signature header (`signature.missing`). */
  unsigned?: StatusAnswer | undefined;
  /** The first refusal of a delivery that wants a 2xx named another scheme's header. */
  foreignHeader?: ForeignHeader | undefined;
  /**
   * How the deliveries that want a 2xx ended, for the common cause: sent, 2xx, 401 or 403, no
   * answer in time, no connection (and the first connection error).
   */
  tally: {
    sent: number;
    accepted: number;
    /** Answered by something in front of the receiver's code (see {@link answeredInFront}). */
    inFront: number;
    timedOut: number;
    /** Of those, the ones whose status line came (the answer's body never ended). */
    unfinished: number;
    unreachable: number;
    /** Answers that were not 2xx, by status. */
    statuses: Map<number, number>;
    /** Of the refusals, those whose answer is a parser's error on an empty body. */
    emptyParsed: number;
  };
  firstError: string | undefined;
  /** The first answer that came from in front of the receiver's code. */
  firstInFront: InFront | undefined;
  /**
   * The page a catch-all route answers every request with, once a 2xx HTML page came and bytes
   * that are not a delivery got it too; null when they did not; undefined before any such page.
   */
  catchAll: HtmlPage | null | undefined;
  /** The probe that settles {@link Run.catchAll}, sent once (a burst's answers come at once). */
  catchAllProbe: Promise<void> | undefined;
}

/** How a case ended: pass or fail, the deciding status, a reason, latency figures. */
type Outcome = Omit<CheckCaseResult, 'id' | 'severity' | 'ms'>;

/**
 * Runs the conformance catalogue through `transport` and returns the report: the cases one
 * after another (only `load.burst` sends at once), each ending at its first failing request,
 * then `latency` over the answers seen. No request is retried: a check measures first answers.
 *
 * @example
 * ```ts
 * import { runCheck } from '@designhooks/testing';
 * const report = await runCheck('https://127.0.0.1:8443/webhooks', myTransport, { secret: 'key' });
 * report.passed; // every must case passed
 * ```
 */
export async function runCheck(
  url: string,
  transport: CheckTransport,
  options: CheckOptions = {},
): Promise<CheckReport> {
  const timeoutMs = options.timeout ?? CHECK_DEFAULTS.timeout;
  const maxLatencyMs = options.maxLatency ?? Math.min(CHECK_DEFAULTS.maxLatency, timeoutMs);
  const burst = options.burst ?? CHECK_DEFAULTS.burst;
  const selected = selectCases(options.only, options.skip);
  const secret = options.secret ?? null;
  const run: Run = {
    transport,
    caseId: '',
    stopped: new StoppedAnswering(),
    secret,
    timeoutMs,
    maxLatencyMs,
    times: [],
    verifiedOnce: false,
    tally: {
      sent: 0,
      accepted: 0,
      inFront: 0,
      timedOut: 0,
      unfinished: 0,
      unreachable: 0,
      statuses: new Map(),
      emptyParsed: 0,
    },
    firstError: undefined,
    firstInFront: undefined,
    catchAll: undefined,
    catchAllProbe: undefined,
  };

  const cases: CheckCaseResult[] = [];
  for (const entry of checkCatalogue) {
    const result = await caseResult(entry, run, selected, burst);
    cases.push(result);
    options.onCase?.(result);
  }
  const cause = coldStart(run, cases) ?? commonCause(run, await probeRefusal(run));
  return {
    url,
    passed: cases.every((c) => c.severity !== 'must' || c.verdict !== 'fail'),
    authenticityChecked: secret !== null,
    ...(cause ? { commonCause: cause } : {}),
    cases,
  };
}

/** Runs one case of the catalogue, or says why it is skipped. */
async function caseResult(
  entry: CheckCase,
  run: Run,
  selected: ReadonlySet<string>,
  burst: number,
): Promise<CheckCaseResult> {
  const base = { id: entry.id, severity: entry.severity };
  if (!selected.has(entry.id))
    return { ...base, verdict: 'skip', reason: 'not selected (--only / --skip)', selected: false };
  if (entry.id.startsWith('signature.') && run.secret === null)
    return { ...base, verdict: 'skip', reason: 'no secret given: authenticity not checked' };
  const started = performance.now();
  run.caseId = entry.id;
  const outcome = entry.id === 'latency' ? latencyOutcome(run) : await runCase(entry, run, burst);
  return { ...base, ms: round(performance.now() - started), ...outcome };
}

/**
 * What the probe found: the status the platform's delivery got, and the other way of computing
 * it the receiver accepted (`as` it was computed, the `cause` that says what to change), or none.
 */
type Probe = { refused: StatusAnswer; accepted: { as: string; cause: string } | null } | undefined;

/** An answer that came, as the probe and the signature cases keep it to compare. */
type StatusAnswer = { status: number; body?: string | undefined };

const RESERIALISED =
  'the receiver verifies the HMAC over a parsed and re-serialised body; compute it over the raw request bytes, before parsing them';

// A signed delivery was refused as a signature check refuses (401, 403, 400, 422, or a 5xx as
// the platform's own snippet answers): one delivery as the platform writes it (its signature
// starting with 0), then its signature as receivers that get it wrong compute theirs (upper
// case, base64, sha256=, zeros dropped, an empty body, key and body swapped, the key with a
// newline or quotes), then the delivery as Python, PHP and Go write a parsed body back, each
// signed over its own bytes. A receiver that verifies the raw bytes accepts the first (the probe
// stops there); one that refuses it and accepts another has the mistake that form shows. Not
// timed and not tallied: requests the platform does not send.
async function probeRefusal(run: Run): Promise<Probe> {
  const { secret, tally } = run;
  const refusals = [...tally.statuses.keys()].filter(
    (status) => [400, 401, 403, 422].includes(status) || status >= 500,
  );
  if (secret === null || refusals.length === 0 || tally.inFront === tally.sent) return undefined;
  run.caseId = '';
  const { sent, rewritten } = rewrittenBodies(secret);
  const post = (body: Buffer, signature: string, label: string) =>
    send(run, { method: 'POST', body, signature }, label);
  const control = await post(sent.body, sign(sent.body, secret), sent.label);
  if (!isStatus(control) || isAccepted(control) || inFrontOf(run, control)) return undefined;
  const forms = [
    ...miswrittenSignatures(sent.body, secret).map((form) => ({
      ...form,
      body: sent.body,
      label: `the same project.updated ${form.as}`,
    })),
    ...rewritten.map(({ writer, difference, body, label }) => ({
      as: `as ${writer} writes it (${difference})`,
      cause: RESERIALISED,
      body,
      signature: sign(body, secret),
      label,
    })),
  ];
  for (const { as, cause, body, signature, label } of forms)
    if (isAccepted(await post(body, signature, label)))
      return { refused: control, accepted: { as, cause } };
  return { refused: control, accepted: null };
}

// What probably threw, by the case whose request a receiver stopped answering at.
const CRASH_FIXES: Readonly<Record<string, string>> = {
  'signature.missing':
    "answer 401 when the signature header is missing (Node's Buffer.from(undefined) and crypto.timingSafeEqual of an empty string and 64 digits throw)",
  'signature.malformed':
    "answer 401 to a signature of another length (Node's crypto.timingSafeEqual throws RangeError on unequal lengths: check the length, then compare)",
};

// The first runs that fail every delivery for one reason (nothing listens, the handler never
// answers, a re-serialised body, another key, a wrong path, a receiver that fails on
// everything): one line to fix first, where each case's line only says it again.
function commonCause(
  { tally, firstError, firstInFront, foreignHeader, secret, timeoutMs, stopped, unsigned }: Run,
  probe: Probe,
): string | undefined {
  if (tally.sent === 0) return undefined;
  const stoppedAt = stopped.at;
  // the request it stopped at took the connection: a refused one after it says the port closed
  if (stoppedAt && stoppedAt.count > 1) {
    const { label, caseId } = stoppedAt.first;
    const during = caseId ? ` (${caseId})` : '';
    const after = stoppedAt.count - 1;
    const answerIt = CRASH_FIXES[caseId ?? ''] ?? 'answer it (400 for a body that does not parse)';
    return `the receiver stopped answering at ${label}${during}: neither it nor the ${after === 1 ? 'request' : `${after} requests`} after it got an answer, and its port closed, so that request probably crashed it (an uncaught error); catch what handling a request can throw and ${answerIt}, and restart the receiver when it exits`;
  }
  if (probe?.accepted) {
    const { status } = probe.refused;
    const { accepted } = probe;
    const retried =
      status >= 500 ? `, and answer 401, not ${status}, to a signature that does not match` : '';
    return `a project.updated as the platform writes it was refused (${status}) and the same delivery ${accepted.as} was accepted: ${accepted.cause}${retried}, see docs/verifying-signatures.md`;
  }
  // A signed delivery refused in the words of a missing signature (and, when signature.missing
  // ran, with the very answer an unsigned one gets): the receiver does not find the header
  if (
    probe &&
    !foreignHeader &&
    saysSignatureMissing(probe.refused.body) &&
    (unsigned === undefined || sameAnswer(probe.refused, unsigned))
  )
    return `a delivery signed with the given key was refused as if it had no signature (${probe.refused.status}${saying(probe.refused)}): the receiver does not find the header the platform sends, <Service>-Webhooks-Signature; it reads it under another name (Node lowercases header names: req.headers['abstract-webhooks-signature'], not req.headers['Abstract-Webhooks-Signature']), or something in front of it drops the header`;
  if (tally.unreachable === tally.sent) return `no delivery was answered: ${firstError}`;
  if (tally.unfinished === tally.sent)
    return `no answer ended within ${timeoutMs} ms: the receiver sends a status and never ends the answer's body; end the response (res.end()) once it is written`;
  if (tally.timedOut === tally.sent)
    return `no delivery was answered within ${timeoutMs} ms: the handler probably never sends a response`;
  // Refusals answered at once, every other delivery unanswered: the success path never answers
  // (the platform's published snippet answers only a failed signature).
  if (tally.accepted === 0 && tally.timedOut > 0 && tally.statuses.size > 0) {
    const statuses = [...tally.statuses.keys()].join(', ');
    return `no delivery was accepted: the receiver answers some at once (${statuses}) but never answers the others (${tally.timedOut} of ${tally.sent} got no answer within ${timeoutMs} ms), so it probably answers only when something fails (or only after slow work); send a 2xx as soon as a delivery is verified and stored (the platform's own snippet never sends one)`;
  }
  if (firstInFront && tally.inFront === tally.sent)
    return `every answer came from ${firstInFront.who}, not the receiver's code; ${firstInFront.fix}`;
  // a receiver built on another platform's webhook library: its answer names what it looked for
  if (foreignHeader && tally.accepted === 0)
    return `no delivery was accepted, and the receiver's answer names ${foreignHeader.header}, one of ${foreignHeader.scheme} webhook headers, which the platform never sends: it signs with one header, <Service>-Webhooks-Signature (the HMAC-SHA256 of the body in hex; no id, no timestamp); verify that one instead of using another platform's webhook library, see docs/verifying-signatures.md`;
  const refused = (tally.statuses.get(401) ?? 0) + (tally.statuses.get(403) ?? 0);
  // CSRF protection that does not say so in its answer (Spring Security's) answers 403 too
  const or403 =
    tally.statuses.get(403) === tally.sent
      ? ', or CSRF protection refuses a POST without its token (Spring Security by default)'
      : '';
  if (refused === tally.sent)
    return secret === null
      ? `every delivery was refused (401 or 403): the receiver requires a signature; give the check the webhook's signing key${or403}`
      : `no signed delivery was accepted (401 or 403 to every one)${probe ? ', nor the same delivery with its signature computed as receivers get it wrong (upper case, base64, sha256=, zeros dropped, an empty body, key and body swapped, a key with a newline or quotes), or as Python, PHP and Go write a parsed body back' : ''}: the receiver checks another key than the one given (is it the webhook's signing key?)${or403}`;
  if (tally.emptyParsed === tally.sent) return `no delivery was accepted: ${EMPTY_BODY_CAUSE}`;
  const [only] = tally.statuses;
  if (tally.statuses.size !== 1 || only![1] !== tally.sent) return undefined;
  return `every delivery was answered ${only![0]}: ${whenEveryAnswerIs(only![0])}`;
}

// The first requests got no answer in time and every later one a quick 2xx, and those were the
// only failures: the receiver was starting when the run began (a host that starts an idle app on
// its first request). The platform's first delivery after an idle spell meets the same wait.
function coldStart(run: Run, cases: readonly CheckCaseResult[]): string | undefined {
  const { times, tally, timeoutMs } = run;
  const first = times.findIndex((ms) => ms !== Number.POSITIVE_INFINITY);
  if (first <= 0 || tally.timedOut !== first || tally.unfinished > 0) return undefined;
  const later = times.slice(first);
  if (later.includes(Number.POSITIVE_INFINITY) || tally.accepted + first !== tally.sent)
    return undefined;
  // every failure is one of those requests, or the latency their missing answers pushed up
  const failed = cases.filter((c) => c.verdict === 'fail');
  const theirs = (c: CheckCaseResult): boolean =>
    c.reason?.startsWith('no answer within') === true ||
    (c.id === 'latency' && c.latency?.p95 === Number.POSITIVE_INFINITY);
  if (failed.length === 0 || !failed.every(theirs)) return undefined;
  const p50 = percentile(later, 50);
  if (p50 * 10 > timeoutMs) return undefined; // slow throughout, not only at first
  const what = first === 1 ? 'the first delivery' : `the first ${first} deliveries`;
  return `${what} got no answer within ${timeoutMs} ms and every later one was answered 2xx (p50 ${round(p50)} ms): the receiver was probably starting when the check began (a host that starts an idle app on its first request: Cloud Run or Fly.io scaled to zero, a free tier that sleeps; a JVM's or a framework's first request); the platform's first delivery after an idle spell waits the same and is retried later: keep an instance running (Cloud Run's min-instances 1) or make start-up quicker, and run the check again on the warm receiver`;
}

// A refusal a case wants (a bad signature, a body that is not JSON) proves nothing when it came
// from in front of the receiver's code, before its own checks ran.
function ungraded(status: number, { who }: InFront): Outcome {
  return {
    verdict: 'skip',
    status,
    reason: `not graded: the answer came from ${who}, not the receiver's code`,
  };
}

function whenEveryAnswerIs(status: number): string {
  if (status === 404) return 'nothing handles POST at this URL; check its path';
  if (status === 405) return 'the route does not accept POST';
  if (status === 415)
    return 'the receiver refuses Content-Type: application/json, which the platform sends';
  if (status === 400 || status === 422)
    return 'the receiver refuses every delivery as malformed or invalid; its answer or its log says what it expected';
  if (status >= 500) return 'the receiver fails on every delivery; its own log says why';
  if (status >= 300 && status < 400)
    return 'a redirect, which the platform is not known to follow; register the final URL';
  return 'a delivery must be answered 2xx';
}

/** The requests of one case and how each answer is judged. */
async function runCase(entry: CheckCase, run: Run, burst: number): Promise<Outcome> {
  const event = /^event\.([^.]+\.[^.]+?)(\.variants)?$/.exec(entry.id);
  if (event && entry.id !== 'event.unknown') {
    const name = event[1] as EventName;
    if (!eventNames.includes(name)) throw new Error(`catalogue names unknown event ${name}`);
    const bodies = event[2] ? variantBodies(name) : [canonicalBody(name)];
    if (bodies.length === 0) return { verdict: 'skip', reason: `${name} has no variant fixtures` };
    return sendAll(run, bodies, (answer, body) => expect2xx(answer, body, run, 'delivery'));
  }
  switch (entry.id) {
    case 'encoding.go-escapes':
      return sendAll(run, [goEscapesBody()], (answer, body) =>
        expect2xx(answer, body, run, 'go-escapes'),
      );
    case 'encoding.utf8':
      return sendAll(run, utf8Bodies(), (answer, body) => expect2xx(answer, body, run, 'utf8'));
    case 'encoding.utf8-split':
      return splitCase(run);
    case 'size.large':
      return sendAll(run, [largePushBody()], (answer, body) =>
        expect2xx(answer, body, run, 'large'),
      );
    case 'event.unknown':
      return sendAll(run, [unknownEventBody()], (answer, body) =>
        expect2xx(answer, body, run, 'unknown'),
      );
    case 'signature.missing':
    case 'signature.wrong-key':
    case 'signature.tampered':
    case 'signature.malformed':
      return signatureCase(entry.id, run);
    case 'signature.leading-zero':
      return sendAll(
        run,
        [signedWithLeadingZero(run.secret as string, 'Check leading zero')],
        (a, b) => expect2xx(a, b, run, 'leading-zero'),
      );
    case 'delivery.duplicate': {
      const copy = freshProjectBody('Check duplicate');
      return sendAll(run, [copy, { ...copy, label: 'the second copy of the same bytes' }], (a, b) =>
        expect2xx(a, b, run, 'duplicate'),
      );
    }
    case 'delivery.out-of-order':
      return sendAll(run, outOfOrderBodies(), (answer, body) =>
        expect2xx(answer, body, run, 'out-of-order'),
      );
    case 'delivery.late-redelivery':
      return lateRedeliveryCase(run);
    case 'request.not-json':
      return sendAll(run, [notJsonBody()], (answer) => {
        // a 4xx passes; what answered in front of the receiver is not graded (sendAll)
        if (inFrontOf(run, answer)) return null;
        if (isStatus(answer) && answer.status >= 400 && answer.status < 500) return null;
        const what = 'signed bytes that are not JSON';
        if (!isStatus(answer))
          return `${did(answer, run, what)}${answer.closed ? '; catch the parse error and answer 400' : ''}`;
        return `answered ${answer.status} to ${what}: answer 400 when the body does not parse (a 5xx makes the platform retry bytes that never will)`;
      });
    case 'request.wrong-method':
      return sendAll(
        run,
        [{ label: 'a GET', body: Buffer.alloc(0) }],
        (answer) => {
          if (inFrontOf(run, answer)) return null; // not graded (sendAll)
          if (isStatus(answer) && answer.status >= 400) return null; // a 3xx is a failure too
          if (!isStatus(answer)) return did(answer, run, 'a GET');
          return `answered ${answer.status} to a GET: only POST is a delivery; answer 405 to other methods`;
        },
        'GET',
      );
    case 'load.burst':
      return burstCase(run, burst);
    default:
      throw new Error(`no runner for check case ${entry.id}`);
  }
}

/**
 * Sends the bodies one after another, signed with the run's secret, and stops at the first one
 * `judge` fails (it returns the reason) or the first that gets no answer.
 */
async function sendAll(
  run: Run,
  bodies: CaseBody[],
  judge: (answer: CheckAnswer, body: CaseBody) => string | null,
  method: 'POST' | 'GET' = 'POST',
): Promise<Outcome> {
  let status: number | undefined;
  for (const body of bodies) {
    const answer = await timed(
      run,
      {
        method,
        body: body.body,
        signature: run.secret === null ? null : sign(body.body, run.secret),
        ...(body.splitAt === undefined ? {} : { splitAt: body.splitAt }),
      },
      body.label,
    );
    status = isStatus(answer) ? answer.status : undefined;
    const reason = judge(answer, body);
    if (reason !== null) return { verdict: 'fail', ...(status ? { status } : {}), reason };
    if (!isStatus(answer)) continue;
    const inFront = inFrontOf(run, answer);
    if (inFront) return ungraded(answer.status, inFront);
  }
  return { verdict: 'pass', ...(status ? { status } : {}) };
}

/** Every request of a run goes through here: `label` says what it is, should it crash the receiver. */
async function send(run: Run, request: CheckRequest, label: string): Promise<CheckAnswer> {
  const answer = await run.transport(request);
  const page = isStatus(answer) ? htmlPageOf(answer) : undefined;
  if (page) {
    run.catchAllProbe ??= probeCatchAll(run, page).then((found) => void (run.catchAll = found));
    await run.catchAllProbe;
  }
  if (isStatus(answer)) run.stopped.answered();
  else run.stopped.unanswered({ caseId: run.caseId, label }, answer.refused === true);
  return answer;
}

// Whether a 2xx HTML page is the receiver's answer or a catch-all route's: bytes that are not a
// delivery, unsigned, get the same page from a route that answers everything, and a refusal (or
// another answer) from a receiver. Sent once a run, not timed or tallied.
async function probeCatchAll(run: Run, page: HtmlPage): Promise<HtmlPage | null> {
  const body = Buffer.from('designhooks check: not a delivery');
  const answer = await run.transport({ method: 'POST', body, signature: null });
  const again = isStatus(answer) ? htmlPageOf(answer) : undefined;
  return again?.status === page.status && again.id === page.id ? page : null;
}

/** What answered in front of the receiver's code, if anything did: {@link answeredInFront}'s pages, or the run's catch-all page. */
function inFrontOf(run: Run, answer: CheckAnswer): InFront | undefined {
  if (!isStatus(answer)) return undefined;
  const inFront = answeredInFront(answer);
  const page = htmlPageOf(answer);
  const { catchAll } = run;
  if (inFront || !page || !catchAll) return inFront;
  return catchAll.status === page.status && catchAll.id === page.id ? CATCH_ALL_PAGE : undefined;
}

/** One request, its answer time recorded for `latency` (Infinity when there was no answer). */
async function timed(run: Run, request: CheckRequest, label: string): Promise<CheckAnswer> {
  const started = performance.now();
  const answer = await send(run, request, label);
  const ms = performance.now() - started;
  if (isStatus(answer)) run.times.push(ms);
  else if (answer.timedOut) run.times.push(Number.POSITIVE_INFINITY);
  return answer;
}

type Expecting =
  | 'delivery'
  | 'go-escapes'
  | 'utf8'
  | 'large'
  | 'unknown'
  | 'duplicate'
  | 'out-of-order'
  | 'leading-zero';

/** A valid delivery must get a 2xx; anything else gets the most likely cause. */
function expect2xx(answer: CheckAnswer, body: CaseBody, run: Run, kind: Expecting): string | null {
  const { tally } = run;
  tally.sent += 1;
  if (!isStatus(answer)) {
    if (answer.timedOut) {
      tally.timedOut += 1;
      if (answer.unfinishedStatus !== undefined) tally.unfinished += 1;
    } else {
      tally.unreachable += 1;
      run.firstError ??= answer.error;
    }
    return did(answer, run, body.label);
  }
  const { status } = answer;
  const inFront = inFrontOf(run, answer);
  if (status >= 200 && status < 300 && !inFront) {
    if (run.secret !== null) run.verifiedOnce = true;
    tally.accepted += 1;
    return null;
  }
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  const what = `answered ${status} to ${body.label}`;
  if (inFront) {
    tally.inFront += 1;
    run.firstInFront ??= inFront;
    return `${what}: the answer came from ${inFront.who}, not the receiver's code; ${inFront.fix}`;
  }
  // an error message comes first: the start of a long answer is enough
  run.foreignHeader ??= foreignHeaderIn((answer.excerpt ?? answer.body ?? '').slice(0, 4096));
  if (status >= 300 && status < 400) {
    const { location = '' } = answer;
    const to = location
      ? ` to ${location.length > 200 ? `${location.slice(0, 200)}…` : location}`
      : '';
    return `${what}: a redirect${to}, which the platform is not known to follow; register the final URL`;
  }
  const signature = run.secret === null ? '' : sign(body.body, run.secret);
  const words = answer.excerpt ?? answer.body;
  const unseen =
    run.secret !== null && !run.verifiedOnce && !run.foreignHeader && saysSignatureMissing(words);
  if (unseen)
    return `${what}, signed with the given key, as if it had no signature: the receiver does not find the <Service>-Webhooks-Signature header (it reads it under another name: Node lowercases header names)${saying(answer)}`;
  if (status !== 401 && status !== 403 && EMPTY_BODY_PARSED.test(words ?? '')) {
    tally.emptyParsed += 1;
    // a large push cut short by a limit reads the same in some parsers: its own reason says so
    if (kind !== 'large') return `${what}: ${EMPTY_BODY_CAUSE}${saying(answer)}`;
  }
  return `${refusal(status, run, kind, what, signature)}${saying(answer)}`;
}

// What JSON parsers say of an empty input: Go's decoder ("EOF") and json.Unmarshal, JavaScript's
// JSON.parse, Python's json, Jackson, System.Text.Json, Ruby's JSON.
const EMPTY_BODY_PARSED =
  /^\s*"?EOF"?\s*$|unexpected end of (JSON )?input|Expecting value: line 1 column 1 \(char 0\)|No content to map due to end-of-input|does not contain any JSON tokens|unexpected token at ''/i;

const EMPTY_BODY_CAUSE =
  "the receiver's JSON parser found an empty body: it reads the request body twice, once to verify the signature and again to parse it (Go's io.ReadAll(r.Body), then json.NewDecoder(r.Body); a stream read a second time is empty); parse the bytes it verified";

/** Why a delivery that wants a 2xx got this refusal, after `what` happened (`signature` sent). */
function refusal(
  status: number,
  run: Run,
  kind: Expecting,
  what: string,
  signature: string,
): string {
  if (status === 401 || status === 403) {
    if (run.secret === null)
      return `${what}, sent unsigned: the receiver requires a signature; give the check the webhook's signing key`;
    // one signature in 16 starts with 0, and a receiver that writes its HMAC as a number refuses
    // it: said after the likelier cause, which the run's common cause settles
    const zero =
      run.verifiedOnce && kind !== 'leading-zero' && signature.startsWith('0')
        ? " (its signature starts with 0: a receiver that drops the leading zeros of its hex digest, as Java's new BigInteger(1, hmac).toString(16) does, refuses it too)"
        : '';
    if (run.verifiedOnce && (kind === 'go-escapes' || kind === 'delivery'))
      return `${what} whose signature verifies over its raw bytes: the receiver probably verifies a re-serialised body, see docs/verifying-signatures.md${zero}`;
    if (run.verifiedOnce && kind === 'leading-zero')
      return `${what}, and 2xx to deliveries whose signature does not: the receiver probably drops leading zeros when it writes its HMAC in hex (Java's new BigInteger(1, hmac).toString(16), or Integer.toHexString per byte); compare all 64 hex digits, see docs/verifying-signatures.md`;
    if (run.verifiedOnce && kind === 'utf8')
      return `${what} whose signature verifies over its raw bytes: the receiver probably verifies a re-encoded body (read the bytes, not a decoded string), see docs/verifying-signatures.md${zero}`;
    return `${what}, signed with the given key: the receiver checks another key (is it the webhook's signing key?), writes its HMAC otherwise than as lower-case hex, or verifies a re-serialised body, see docs/verifying-signatures.md${zero}`;
  }
  if (status === 405) return `${what}: the route does not accept POST`;
  if (status === 413)
    return `${what}: the body limit is too low (express.json's default is 100 KB); allow at least 1 MiB`;
  if (status === 415)
    return `${what}: the platform sends Content-Type: application/json; accept it`;
  // Earlier cases reached this URL: a 404 here is a record not found, not a wrong path.
  if (kind === 'out-of-order')
    return status >= 500
      ? `${what}: delivery order is not promised; upsert instead of failing on a record not seen yet`
      : `${what}: a 4xx is usually not retried, so that change is lost; delivery order is not promised: upsert instead of refusing a record not seen yet`;
  if (status === 404) return `${what}: nothing handles POST at this URL; check its path`;
  if (kind === 'unknown')
    return `${what}: acknowledge (2xx) event names you do not handle; new names come during the beta, and anything else is retried`;
  if (kind === 'duplicate' && status >= 500)
    return `${what}: a retry after a timeout sends the same bytes again; treat a delivery already seen as success (a unique-key insert probably threw)`;
  // smaller deliveries were accepted, so the size is what differs: Go's http.MaxBytesReader
  // answers whatever the handler writes on its read error, often 400 or 503, not 413
  if (kind === 'large' && run.tally.accepted > 0 && (status === 400 || status >= 500))
    return `${what}, and 2xx to smaller deliveries: the receiver probably limits the body's size below this one's and answers ${status} past its limit (Go's http.MaxBytesReader, a body parser's or a proxy's limit); allow at least 1 MiB`;
  if (status === 400 || status === 422)
    return `${what}: the receiver's validation is stricter than what the platform sends (null vs "", absent optional members, unknown fields or values)`;
  if (status >= 500)
    return `${what}: the handler failed on a valid delivery, and the platform will retry it`;
  return `${what}: a valid delivery must be answered 2xx`;
}

/**
 * The receiver's own words on a refusal, when it gave any: what it expected is often there.
 * Escaped (terminalSafe): they come from the network, and every report carries them, a file the
 * integrator may print on a terminal included.
 */
function saying(answer: { body?: string; excerpt?: string }): string {
  const text = answer.excerpt ?? (answer.body && !/^\s*</.test(answer.body) ? answer.body : '');
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return '';
  const words = terminalSafe(flat.length > 120 ? `${flat.slice(0, 120)}…` : flat);
  return `; its answer: "${words}"`;
}

// "Missing signature", "No signature header", "signature header required": and not "Missing or
// invalid signature", which a receiver says of every refusal.
function saysSignatureMissing(body: string | undefined): boolean {
  const text = (body ?? '').slice(0, 1_000);
  return (
    /signature/i.test(text) &&
    /\b(missing|absent|required|no\b|not (found|present|provided|set))/i.test(text) &&
    !/invalid|mismatch|wrong|incorrect|bad\b|not match|n't match|fail|expired/i.test(text)
  );
}

/** The same status and the same words (a body with a request id or a time in it never is). */
function sameAnswer(a: StatusAnswer, b: StatusAnswer): boolean {
  return a.status === b.status && (a.body ?? '').trim() === (b.body ?? '').trim();
}

/** Twenty bytes of the HMAC in hex: a signature header of another length than the platform's 64. */
const SHORT_SIGNATURE_DIGITS = 40;

/** The bad signatures: each must be refused with a 4xx; a 2xx accepts a forgery. */
async function signatureCase(
  id: 'signature.missing' | 'signature.wrong-key' | 'signature.tampered' | 'signature.malformed',
  run: Run,
): Promise<Outcome> {
  const { body } = freshProjectBody(`Check ${id}`);
  const secret = run.secret as string;
  const signature = {
    'signature.missing': null,
    'signature.wrong-key': sign(body, `${secret}-not-the-key`),
    'signature.tampered': sign(body, secret),
    // the right HMAC cut short: a receiver comparing only the digits it is given accepts it
    'signature.malformed': sign(body, secret).slice(0, SHORT_SIGNATURE_DIGITS),
  }[id];
  const request: CheckRequest = {
    method: 'POST',
    body: id === 'signature.tampered' ? tamper(body) : body,
    signature,
  };
  const what = {
    'signature.missing': 'a delivery without the signature header',
    'signature.wrong-key': 'a delivery signed with another key',
    'signature.tampered': 'a delivery changed by one byte after signing',
    'signature.malformed': `a delivery whose signature is the first ${SHORT_SIGNATURE_DIGITS} of its 64 hex digits`,
  }[id];
  const answer = await timed(run, request, what);
  if (!isStatus(answer)) return { verdict: 'fail', reason: did(answer, run, what) };
  const { status } = answer;
  if (id === 'signature.missing') run.unsigned = answer;
  const inFront = inFrontOf(run, answer);
  if (inFront) return ungraded(status, inFront);
  if (status === 401) return { verdict: 'pass', status };
  if (status >= 400 && status < 500)
    return { verdict: 'pass', status, reason: `answered ${status}; 401 is the usual answer` };
  if (status >= 200 && status < 300)
    return {
      verdict: 'fail',
      status,
      reason: `answered ${status} to ${what}: ${
        id === 'signature.malformed'
          ? 'the receiver compares only as many digits as the header gives (a forger needs fewer, or none); compare all 64'
          : `the receiver does not verify signatures${id === 'signature.missing' ? ' when the header is missing' : ''}`
      }; answer 401${saying(answer)}`,
    };
  if (status < 500)
    return {
      verdict: 'fail',
      status,
      reason: `answered ${status} to ${what}: refuse it with 401${saying(answer)}`,
    };
  const threw =
    (id === 'signature.missing' || id === 'signature.malformed') &&
    (await refusesSameLengthForgery(run, body));
  const why = !threw
    ? 'refuse it with 401'
    : id === 'signature.missing'
      ? "the code probably compares the absent header, which throws (Node's Buffer.from(undefined), or crypto.timingSafeEqual of an empty string and 64 digits; Python's hmac.compare_digest(None, …), PHP's hash_equals(null, …)), since a wrong signature of the right length is refused; answer 401 when the header is missing"
      : "the comparison probably throws on a header of another length than its HMAC (Node's crypto.timingSafeEqual throws RangeError on unequal lengths, and a plain node:http server exits on it), since a wrong signature of the right length is refused; check the length, then compare, and answer 401";
  const cost =
    id === 'signature.malformed'
      ? 'anyone can send one, and every one is then a server error'
      : 'a 5xx makes the platform retry a delivery that never verifies';
  return {
    verdict: 'fail',
    status,
    reason: `answered ${status} to ${what}: ${why} (${cost})${saying(answer)}`,
  };
}

// A missing or short signature got a 5xx: whether the same delivery with a wrong signature of the
// right length is refused (4xx) tells a comparison that throws from a receiver that answers every
// bad signature with a 5xx. Sent only then, not timed or tallied.
async function refusesSameLengthForgery(run: Run, body: Buffer): Promise<boolean> {
  const forged = sign(body, `${run.secret as string}-not-the-key`);
  const answer = await send(
    run,
    { method: 'POST', body, signature: forged },
    'a delivery signed with another key',
  );
  return isStatus(answer) && answer.status >= 400 && answer.status < 500;
}

// A redelivery a day later. When the receiver's code refuses it, the same delivery sent now
// tells whether its age is why (a replay window on createdAt) or not (the refusal's usual cause
// stands). The control is not timed or tallied: the case's verdict is the late delivery's.
async function lateRedeliveryCase(run: Run): Promise<Outcome> {
  const { late, now } = lateRedeliveryBodies();
  let refused: { status: number; body?: string; excerpt?: string } | undefined;
  const outcome = await sendAll(run, [late], (answer, body) => {
    const reason = expect2xx(answer, body, run, 'delivery');
    if (reason !== null && isStatus(answer) && answer.status >= 400 && !inFrontOf(run, answer))
      refused = answer;
    return reason;
  });
  if (!refused) return outcome;
  const control = await send(
    run,
    {
      method: 'POST',
      body: now.body,
      signature: run.secret === null ? null : sign(now.body, run.secret),
    },
    now.label,
  );
  if (!isAccepted(control)) return outcome;
  return {
    ...outcome,
    reason: `answered ${refused.status} to ${late.label}, and 2xx to ${now.label}: the receiver refuses it for its age (a replay window on createdAt), so a redelivery or a retry after an outage is lost; acknowledge a body already seen (dedupe on its digest) instead of refusing old deliveries${saying(refused)}`,
  };
}

// A body sent in two pieces split inside a character. When the receiver's code refuses it, the
// same bytes sent whole tell whether the split is why (it decodes each piece on its own) or not
// (the refusal's usual cause stands). The control is not timed or tallied, as the late case's.
// A target that gets the body whole whatever is sent (a Lambda handler) is not graded on it.
async function splitCase(run: Run): Promise<Outcome> {
  const split = splitCharacterBody();
  let refused: { status: number; body?: string; excerpt?: string } | undefined;
  let unsplit = false;
  const outcome = await sendAll(run, [split], (answer, body) => {
    unsplit = isStatus(answer) && answer.unsplit === true;
    const reason = expect2xx(answer, body, run, 'utf8');
    if (reason !== null && isStatus(answer) && answer.status >= 400 && !inFrontOf(run, answer))
      refused = answer;
    return reason;
  });
  // refused whole, it fails for the usual reason; accepted whole, the split was never tested
  if (unsplit && outcome.verdict === 'pass')
    return {
      verdict: 'skip',
      ...(outcome.status ? { status: outcome.status } : {}),
      reason:
        'not graded: this target gets the body whole (API Gateway reads it before the handler runs)',
    };
  if (!refused || unsplit) return outcome;
  const signature = run.secret === null ? null : sign(split.body, run.secret);
  const whole = await send(
    run,
    { method: 'POST', body: split.body, signature },
    'the same bytes sent whole',
  );
  if (!isAccepted(whole)) return outcome;
  return {
    ...outcome,
    reason: `answered ${refused.status} to ${split.label}, and 2xx to the same bytes sent whole: the receiver decodes each piece of the body on its own (body += chunk, or a TextDecoder without { stream: true }), which breaks the character split between them; collect the pieces as bytes (Buffer.concat) and decode or hash the whole body${saying(refused)}`,
  };
}

/** How long a TCP client waits before it sends a connection request again (Linux, macOS: 1 s). */
const FIRST_RETRY_MS = 1_000;

/** `burst` distinct deliveries at once; every one must get a 2xx. */
async function burstCase(run: Run, burst: number): Promise<Outcome> {
  const bodies = Array.from({ length: burst }, (_, i) => freshProjectBody(`Check burst ${i + 1}`));
  const results = await Promise.all(
    bodies.map(async ({ body }) => {
      const started = performance.now();
      const answer = await send(
        run,
        { method: 'POST', body, signature: run.secret === null ? null : sign(body, run.secret) },
        'a delivery of the burst',
      );
      return { answer, ms: performance.now() - started };
    }),
  );
  const times = results.map((r) => (isStatus(r.answer) ? r.ms : Number.POSITIVE_INFINITY));
  const latency = stats(times);
  // a 2xx from a catch-all page in front of the receiver handled nothing
  const failed = results.filter((r) => !isAccepted(r.answer) || inFrontOf(run, r.answer));
  const waited = waitedToBeAccepted(run, results, burst);
  if (failed.length === 0) {
    if (latency.p95 <= run.maxLatencyMs) return { verdict: 'pass', status: 200, latency };
    // Every one answered, slowly: a little slower and the platform times out and retries.
    return {
      verdict: 'pass',
      status: 200,
      latency,
      reason: `p95 over ${run.maxLatencyMs} ms: ${waited ?? 'the receiver takes few connections at once (a small listen backlog, one worker?)'}`,
    };
  }
  const first = failed[0]!.answer;
  const firstStatus = isStatus(first) ? first.status : undefined;
  const inFront = inFrontOf(run, first);
  const cause = !isStatus(first)
    ? first.timedOut
      ? `got no answer within ${run.timeoutMs} ms`
      : `got no answer: ${first.error}`
    : inFront
      ? `answered ${first.status}, which came from ${inFront.who}`
      : first.status === 429 || first.status === 503
        ? `answered ${first.status}: the receiver sheds load; answer first and work later (a queue)`
        : first.status === 401 || first.status === 403
          ? `answered ${first.status}: the signature was refused (see the other cases' reasons)`
          : `answered ${first.status}`;
  return {
    verdict: 'fail',
    ...(firstStatus ? { status: firstStatus } : {}),
    latency,
    reason: `${failed.length} of ${burst} deliveries sent at once ${failed.some((r) => !isAccepted(r.answer)) ? 'were not answered 2xx' : 'got their 2xx from in front of the receiver'}; the first ${cause}${waited ? `; ${waited}` : ''}`,
  };
}

/**
 * Why a burst's answers took seconds, when they did while one delivery alone takes milliseconds:
 * all of them one after another would take well under the second a TCP client waits before it
 * sends a dropped connection request again (then 3 s, 7 s after the first), so the time went on
 * connections waiting to be accepted, the mark of a full listen backlog (Python's http.server
 * keeps 5). Undefined without that evidence: no sequential answer times, or no late answer.
 */
function waitedToBeAccepted(
  run: Run,
  results: readonly { answer: CheckAnswer; ms: number }[],
  burst: number,
): string | undefined {
  const alone = percentile(run.times, 50);
  if (run.times.length === 0 || !(alone * burst < FIRST_RETRY_MS / 2)) return undefined;
  const late = results.filter(({ answer, ms }) =>
    isStatus(answer) ? ms >= FIRST_RETRY_MS : answer.timedOut,
  );
  if (late.length === 0) return undefined;
  return `${late.length} took ${(FIRST_RETRY_MS / 1000).toFixed(0)} s or more though one delivery alone takes ${round(alone)} ms (all ${burst} one after another: ${Math.ceil(alone * burst)} ms), so their connections waited to be accepted, as when the receiver's listen backlog is full: the kernel drops new connections until the sender asks again (1, 3, 7 s later); let it take more connections at once (a backlog of 128 or more: Python's http.server keeps 5, set request_queue_size = 128; or more workers)`;
}

/** `latency`: the p95 of the sequential answers against the bound. */
function latencyOutcome({ times, maxLatencyMs, tally, firstInFront }: Run): Outcome {
  if (times.length === 0) return { verdict: 'skip', reason: 'no answers to measure' };
  // the times of a tunnel's or a framework's answers are not the receiver's
  if (firstInFront && tally.inFront === tally.sent)
    return { verdict: 'skip', reason: `not graded: every answer came from ${firstInFront.who}` };
  const latency = stats(times);
  if (latency.p95 <= maxLatencyMs) return { verdict: 'pass', latency };
  const p95 = Number.isFinite(latency.p95) ? `${latency.p95} ms` : 'no answer (timeouts)';
  return {
    verdict: 'fail',
    latency,
    reason: `p95 answer time ${p95} is over ${maxLatencyMs} ms: answer 2xx as soon as the delivery is verified and stored, and do slow work after answering`,
  };
}

/** What happened to the request for `what` when there was no status, as a reason. */
function did(
  answer: { error: string; timedOut: boolean; unfinishedStatus?: number; closed?: boolean },
  run: Run,
  what: string,
): string {
  if (answer.timedOut && answer.unfinishedStatus !== undefined)
    return `answered ${answer.unfinishedStatus} to ${what}, but the answer's body did not end within ${run.timeoutMs} ms: end the response (res.end(), or return from the handler) once its body is written`;
  if (answer.timedOut)
    return `no answer within ${run.timeoutMs} ms to ${what} (the handler probably never sends a response, or answers after the sender's timeout)`;
  if (answer.closed)
    return `no answer to ${what}: ${answer.error}; a server closes the connection so when the code handling the request fails (an uncaught error)`;
  return `no answer to ${what}: ${answer.error}`;
}

function isStatus(
  answer: CheckAnswer,
): answer is { status: number; body?: string; location?: string } {
  return 'status' in answer;
}

function isAccepted(answer: CheckAnswer): boolean {
  return isStatus(answer) && answer.status >= 200 && answer.status < 300;
}

/** Nearest-rank p50/p95 and the max, rounded to 0.1 ms (Infinity stays: no answer). */
function stats(times: number[]): { p50: number; p95: number; max: number } {
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(percentile(times, 100)),
  };
}

function round(ms: number): number {
  return Number.isFinite(ms) ? Math.round(ms * 10) / 10 : ms;
}
