// A run's shared state and how its requests go out and come back: every request through `send`,
// answers told apart (a status, or none and why), what answered in front of the receiver.
import { terminalSafe } from '@designhooks/receiver';
import { answeredInFront, type InFront } from './answered-in-front.ts';
import { CATCH_ALL_PAGE, htmlPageOf, type HtmlPage } from './catch-all-page.ts';
import type { ForeignHeader } from './foreign-headers.ts';
import { StoppedAnswering } from './stopped-answering.ts';
import type { CheckAnswer, CheckCaseResult, CheckRequest, CheckTransport } from './check-types.ts';

/** What the cases share while a run goes on. */
export interface Run {
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
    /** Answered 2xx with the handler's own failure in the answer (not counted as accepted). */
    swallowed: number;
  };
  /** What the first 2xx answer that carries an error says (`swallowedNote`'s clause). */
  firstSwallowed: string | undefined;
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
export type Outcome = Omit<CheckCaseResult, 'id' | 'severity' | 'ms'>;

/** An answer that came, as the probe and the signature cases keep it to compare. */
export type StatusAnswer = { status: number; body?: string | undefined };

// A refusal a case wants (a bad signature, a body that is not JSON) proves nothing when it came
// from in front of the receiver's code, before its own checks ran.
export function ungraded(status: number, { who }: InFront): Outcome {
  return {
    verdict: 'skip',
    status,
    reason: `not graded: the answer came from ${who}, not the receiver's code`,
  };
}

/** Every request of a run goes through here: `label` says what it is, should it crash the receiver. */
export async function send(run: Run, request: CheckRequest, label: string): Promise<CheckAnswer> {
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
export function inFrontOf(run: Run, answer: CheckAnswer): InFront | undefined {
  if (!isStatus(answer)) return undefined;
  const inFront = answeredInFront(answer);
  const page = htmlPageOf(answer);
  const { catchAll } = run;
  if (inFront || !page || !catchAll) return inFront;
  return catchAll.status === page.status && catchAll.id === page.id ? CATCH_ALL_PAGE : undefined;
}

/** One request, its answer time recorded for `latency` (Infinity when there was no answer). */
export async function timed(run: Run, request: CheckRequest, label: string): Promise<CheckAnswer> {
  const started = performance.now();
  const answer = await send(run, request, label);
  const ms = performance.now() - started;
  if (isStatus(answer)) run.times.push(ms);
  else if (answer.timedOut) run.times.push(Number.POSITIVE_INFINITY);
  return answer;
}

/**
 * The receiver's own words on a refusal, when it gave any: what it expected is often there.
 * Escaped (terminalSafe): they come from the network, and every report carries them, a file the
 * integrator may print on a terminal included.
 */
export function saying(answer: { body?: string; excerpt?: string }): string {
  const text = answer.excerpt ?? (answer.body && !/^\s*</.test(answer.body) ? answer.body : '');
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return '';
  const words = terminalSafe(flat.length > 120 ? `${flat.slice(0, 120)}…` : flat);
  return `; its answer: "${words}"`;
}

/** The same status and the same words (a body with a request id or a time in it never is). */
export function sameAnswer(a: StatusAnswer, b: StatusAnswer): boolean {
  return a.status === b.status && (a.body ?? '').trim() === (b.body ?? '').trim();
}

/** What happened to the request for `what` when there was no status, as a reason. */
export function did(
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

export function isStatus(
  answer: CheckAnswer,
): answer is { status: number; body?: string; location?: string } {
  return 'status' in answer;
}

export function isAccepted(answer: CheckAnswer): boolean {
  return isStatus(answer) && answer.status >= 200 && answer.status < 300;
}

/** Milliseconds to one decimal, as the reports print them (Infinity, no answer, stays). */
export function round(ms: number): number {
  return Number.isFinite(ms) ? Math.round(ms * 10) / 10 : ms;
}
