import { sign } from '@designhooks/receiver';
import { eventNames, type EventName } from '@designhooks/types';
import {
  canonicalBody,
  freshProjectBody,
  goEscapesBody,
  largePushBody,
  lateRedeliveryBodies,
  notJsonBody,
  outOfOrderBodies,
  signedWithLeadingZero,
  splitCharacterBody,
  tamper,
  unknownEventBody,
  utf8Bodies,
  variantBodies,
  type CaseBody,
} from './check-bodies.ts';
import { percentile } from './percentile.ts';
import { checkCatalogue, type CheckCase } from './check-catalogue.ts';
import { selectCases } from './select-cases.ts';
import { StoppedAnswering } from './stopped-answering.ts';
import {
  type CheckRequest,
  type CheckAnswer,
  type CheckTransport,
  type CheckCaseResult,
  type CheckReport,
  type CheckOptions,
  CHECK_DEFAULTS,
} from './check-types.ts';
import {
  type Run,
  type Outcome,
  ungraded,
  send,
  inFrontOf,
  timed,
  saying,
  did,
  isStatus,
  isAccepted,
  round,
} from './check-run.ts';
import { expect2xx } from './refusal-reason.ts';
import { swallowedNote } from './swallowed-error.ts';
import { probeHalfClose, probeRefusal, commonCause, coldStart } from './common-cause.ts';

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
      swallowed: 0,
    },
    firstError: undefined,
    firstInFront: undefined,
    firstSwallowed: undefined,
    catchAll: undefined,
    catchAllProbe: undefined,
  };

  const cases: CheckCaseResult[] = [];
  for (const entry of checkCatalogue) {
    const result = await caseResult(entry, run, selected, burst);
    cases.push(result);
    options.onCase?.(result);
  }
  const cause = coldStart(run, cases) ?? (await causeAfterProbes(run));
  return {
    url,
    passed: cases.every((c) => c.severity !== 'must' || c.verdict !== 'fail'),
    authenticityChecked: secret !== null,
    ...(cause ? { commonCause: cause } : {}),
    cases,
  };
}

// The probes send requests the platform does not, to tell why deliveries failed: a receiver
// that answers only once the connection is half-closed needs no other probe.
async function causeAfterProbes(run: Run): Promise<string | undefined> {
  const answeredOnClose = await probeHalfClose(run);
  if (answeredOnClose) return commonCause(run, undefined, answeredOnClose);
  return commonCause(run, await probeRefusal(run));
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
    'signature.wrong-key': forgedSignature(body, secret),
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
  if (status >= 200 && status < 300) {
    // a cut signature accepted while a whole wrong one is refused: only its digits are compared
    const cutAccepted = id === 'signature.malformed' && (await refusesSameLengthForgery(run, body));
    return {
      verdict: 'fail',
      status,
      reason: `answered ${status} to ${what}: ${
        cutAccepted
          ? 'the receiver compares only as many digits as the header gives (a forger needs fewer, or none); compare all 64'
          : `the receiver does not verify signatures${id === 'signature.missing' ? ' when the header is missing' : ''}`
      }; answer 401${saying(answer)}`,
    };
  }
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

// A missing or short signature got a 5xx, or a short one a 2xx: whether the same delivery with a
// wrong signature of the right length is refused (4xx) tells a comparison that throws from a
// receiver that answers every bad signature with a 5xx, and one that compares only the digits
// it is given from one that verifies nothing. Sent only then, not timed or tallied.
async function refusesSameLengthForgery(run: Run, body: Buffer): Promise<boolean> {
  const signature = forgedSignature(body, run.secret as string);
  const answer = await send(
    run,
    { method: 'POST', body, signature },
    'a delivery signed with another key',
  );
  return isStatus(answer) && answer.status >= 400 && answer.status < 500;
}

/** A signature of the platform's form, 64 hex digits, under a key that is not the webhook's. */
function forgedSignature(body: Buffer, secret: string): string {
  return sign(body, `${secret}-not-the-key`);
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
    bodies.map(async ({ body }): Promise<BurstResult> => {
      const started = performance.now();
      const answer = await send(
        run,
        { method: 'POST', body, signature: run.secret === null ? null : sign(body, run.secret) },
        'a delivery of the burst',
      );
      const ms = performance.now() - started;
      const swallowed = isStatus(answer) ? swallowedNote(answer, body) : undefined;
      return { answer, ms, swallowed };
    }),
  );
  const times = results.map((r) => (isStatus(r.answer) ? r.ms : Number.POSITIVE_INFINITY));
  const latency = stats(times);
  // a 2xx from a catch-all page in front of the receiver handled nothing, and one that carries
  // the handler's own error is lost
  const failed = results.filter(
    (r) => !isAccepted(r.answer) || inFrontOf(run, r.answer) || r.swallowed !== undefined,
  );
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
  const first = failed[0]!;
  return {
    verdict: 'fail',
    ...(isStatus(first.answer) && first.answer.status ? { status: first.answer.status } : {}),
    latency,
    reason: `${failed.length} of ${burst} deliveries sent at once ${howBurstFailed(failed)}; the first ${burstFailure(run, first)}${waited ? `; ${waited}` : ''}`,
  };
}

/** One answer of a burst, and the handler's error its 2xx carries (`swallowedNote`'s clause). */
type BurstResult = { answer: CheckAnswer; ms: number; swallowed: string | undefined };

// What the failed deliveries of a burst have in common: no 2xx for some, else a 2xx that carries
// an error, else a 2xx that came from in front of the receiver.
function howBurstFailed(failed: readonly BurstResult[]): string {
  if (failed.some((r) => !isAccepted(r.answer))) return 'were not answered 2xx';
  if (failed.some((r) => r.swallowed !== undefined)) return 'were answered 2xx carrying an error';
  return 'got their 2xx from in front of the receiver';
}

// What the first failed delivery of a burst got, and its likely cause.
function burstFailure(run: Run, { answer, swallowed }: BurstResult): string {
  if (!isStatus(answer))
    return answer.timedOut
      ? `got no answer within ${run.timeoutMs} ms`
      : `got no answer: ${answer.error}`;
  const { status } = answer;
  const inFront = inFrontOf(run, answer);
  if (inFront) return `answered ${status}, which came from ${inFront.who}`;
  if (swallowed !== undefined) return `answered ${status}, and ${swallowed}`;
  if (status === 429)
    return `answered 429: a rate limit on the route (express-rate-limit, a gateway's throttling) refuses deliveries that come at once, as after a large push; exempt the webhook route or raise its limit well above a burst (whether the platform waits for Retry-After is not documented)`;
  if (status === 503)
    return `answered 503: the receiver sheds load; answer first and work later (a queue)`;
  if (status === 401 || status === 403)
    return `answered ${status}: the signature was refused (see the other cases' reasons)`;
  return `answered ${status}`;
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

/** Nearest-rank p50/p95 and the max, rounded to 0.1 ms (Infinity stays: no answer). */
function stats(times: number[]): { p50: number; p95: number; max: number } {
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(percentile(times, 100)),
  };
}
