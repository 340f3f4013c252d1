// After the cases: the one cause behind a run's failures, when there is one (a receiver that
// crashed or was starting, a signature computed another way, which the probe finds, and more).
import { sign } from '@designhooks/receiver';
import { freshProjectBody, rewrittenBodies } from './check-bodies.ts';
import { miswrittenSignatures } from './miswritten-signatures.ts';
import { percentile } from './percentile.ts';
import type { CheckCaseResult } from './check-types.ts';
import {
  type Run,
  type StatusAnswer,
  send,
  inFrontOf,
  saying,
  sameAnswer,
  isStatus,
  isAccepted,
  round,
} from './check-run.ts';
import {
  EMPTY_BODY_CAUSE,
  HEADER_NOT_FOUND_CAUSE,
  saysSignatureMissing,
} from './refusal-reason.ts';

/**
 * What the probe found: the answer the platform's delivery got, and the other way of sending it
 * the receiver accepted (`as` it was sent, the `cause` that says what to change, whether the
 * refusal was a signature check's), or none.
 */
type Probe =
  | {
      refused: StatusAnswer;
      accepted: { as: string; cause: string; signatureRefused: boolean } | null;
    }
  | undefined;

const RESERIALISED =
  'the receiver verifies the HMAC over a parsed and re-serialised body; compute it over the raw request bytes, before parsing them';

/** The type `express.raw()` and body-parser's `raw()` read when given none. */
const RAW_PARSER_DEFAULT_TYPE = 'application/octet-stream';

const READS_OTHER_TYPE = `the receiver reads the body's bytes only when they come as ${RAW_PARSER_DEFAULT_TYPE}, and the platform sends application/json: a raw body parser left at its default type (express.raw() and body-parser's raw() read only ${RAW_PARSER_DEFAULT_TYPE}), or a JSON parser that takes application/json bodies before it (express.json() mounted ahead of the webhook route); give the raw parser { type: 'application/json' } and mount it on the webhook route before any JSON parser`;

// A delivery was refused as a signature check refuses (401, 403, 400, 422, or a 5xx as the
// platform's own snippet answers): one delivery as the platform writes it (its signature
// starting with 0; unsigned without a key), then the same bytes sent as
// application/octet-stream (a raw body parser left at its default type reads nothing else),
// then, with a key, its signature as receivers that get it wrong compute theirs (upper case,
// base64, sha256=, zeros dropped, an empty body, key and body swapped, the key with a newline or
// quotes), then the delivery as Python, PHP and Go write a parsed body back, each signed over its
// own bytes. A receiver that verifies the raw
// bytes accepts the first (the probe stops there); one that refuses it and accepts another has
// the mistake that form shows. Not timed and not tallied: requests the platform does not send.
export async function probeRefusal(run: Run): Promise<Probe> {
  const { secret, tally } = run;
  const refusals = [...tally.statuses.keys()].filter(
    (status) => [400, 401, 403, 422].includes(status) || status >= 500,
  );
  if (refusals.length === 0 || tally.inFront === tally.sent) return undefined;
  run.caseId = '';
  // without a key, the delivery goes unsigned and nothing is rewritten
  const { sent, rewritten } = rewrittenBodies(secret ?? '');
  const signed = (body: Buffer) => (secret === null ? null : sign(body, secret));
  const post = (body: Buffer, signature: string | null, label: string, contentType?: string) =>
    send(run, { method: 'POST', body, signature, ...(contentType ? { contentType } : {}) }, label);
  const control = await post(sent.body, signed(sent.body), sent.label);
  if (!isStatus(control) || isAccepted(control) || inFrontOf(run, control)) return undefined;
  const otherType = await post(
    sent.body,
    signed(sent.body),
    `the same project.updated sent as ${RAW_PARSER_DEFAULT_TYPE}`,
    RAW_PARSER_DEFAULT_TYPE,
  );
  if (isAccepted(otherType)) {
    const as = `sent as Content-Type: ${RAW_PARSER_DEFAULT_TYPE}`;
    return { refused: control, accepted: { as, cause: READS_OTHER_TYPE, signatureRefused: false } };
  }
  if (secret === null) return { refused: control, accepted: null };
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
      return { refused: control, accepted: { as, cause, signatureRefused: true } };
  return { refused: control, accepted: null };
}

// No delivery was accepted and some got no answer: the same delivery as the platform writes it,
// the request's side of the connection closed after its body (a TCP half-close, which the
// platform never does). A receiver that reads the body until the connection ends (Python's
// self.rfile.read() with no size) answers only then. Only a 2xx counts: Go's server cancels a
// request's context on a half-close, so a handler stuck on a context-aware call answers its
// error then. And the same delivery sent the platform's way must go unanswered again: a
// receiver that is only slow at times may answer either. Not timed and not tallied.
export async function probeHalfClose(run: Run): Promise<StatusAnswer | undefined> {
  const { secret, tally } = run;
  if (tally.accepted > 0 || tally.timedOut === 0 || tally.unfinished > 0) return undefined;
  run.caseId = '';
  const sent = freshProjectBody('Check half-close');
  const request = {
    method: 'POST' as const,
    body: sent.body,
    signature: secret === null ? null : sign(sent.body, secret),
    halfClose: true,
  };
  const answer = await send(run, request, `${sent.label}, its connection closed after the body`);
  if (!isStatus(answer) || !isAccepted(answer)) return undefined;
  const again = await send(run, { ...request, halfClose: false }, sent.label);
  return !isStatus(again) && again.timedOut ? answer : undefined;
}

/** The fix for a receiver that reads a request's body until its connection ends. */
const READ_CONTENT_LENGTH =
  "the receiver probably reads the body until the connection ends (Python's self.rfile.read() with no size, a socket read to its end) instead of its Content-Length bytes, and the platform keeps the connection open while it waits for the answer: read exactly Content-Length bytes (self.rfile.read(int(self.headers['Content-Length']))); a Go handler that waits until its request's context is cancelled answers then too";

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
export function commonCause(
  {
    tally,
    firstError,
    firstInFront,
    firstSwallowed,
    foreignHeader,
    secret,
    timeoutMs,
    stopped,
    unsigned,
  }: Run,
  probe: Probe,
  answeredOnClose?: StatusAnswer,
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
  if (answeredOnClose) {
    const unanswered =
      tally.timedOut === tally.sent
        ? `no delivery was answered within ${timeoutMs} ms`
        : `no delivery was accepted (${tally.timedOut} of ${tally.sent} got no answer within ${timeoutMs} ms)`;
    return `${unanswered}, but a project.updated as the platform writes it was answered ${answeredOnClose.status} once the request's side of the connection was closed after its body, which the platform never does: ${READ_CONTENT_LENGTH}`;
  }
  if (probe?.accepted) {
    const { status } = probe.refused;
    const { accepted } = probe;
    const retried =
      status >= 500 && accepted.signatureRefused
        ? `, and answer 401, not ${status}, to a signature that does not match`
        : '';
    return `a project.updated as the platform writes it was refused (${status}) and the same delivery ${accepted.as} was accepted: ${accepted.cause}${retried}, see docs/verifying-signatures.md`;
  }
  // A signed delivery refused in the words of a missing signature (and, when signature.missing
  // ran, with the very answer an unsigned one gets): the receiver does not find the header
  if (
    probe &&
    secret !== null &&
    !foreignHeader &&
    saysSignatureMissing(probe.refused.body) &&
    (unsigned === undefined || sameAnswer(probe.refused, unsigned))
  )
    return `a delivery signed with the given key was refused as if it had no signature (${probe.refused.status}${saying(probe.refused)}): ${HEADER_NOT_FOUND_CAUSE}`;
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
  if (tally.swallowed === tally.sent)
    return `every delivery was answered 2xx, and ${firstSwallowed}`;
  const [only] = tally.statuses;
  if (tally.statuses.size !== 1 || only![1] !== tally.sent) return undefined;
  // the receiver's own words, when the probe's delivery got the same status: often the error itself
  const words = probe?.refused.status === only![0] ? saying(probe.refused) : '';
  return `every delivery was answered ${only![0]}: ${whenEveryAnswerIs(only![0])}${words}`;
}

// The first requests got no answer in time and every later one a quick 2xx, and those were the
// only failures: the receiver was starting when the run began (a host that starts an idle app on
// its first request). The platform's first delivery after an idle spell meets the same wait.
export function coldStart(run: Run, cases: readonly CheckCaseResult[]): string | undefined {
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
