// Why a delivery the platform could send was not answered 2xx, in one line: the most likely
// cause from the status and the receiver's own words, and what to change.
import { sign } from '@designhooks/receiver';
import type { CaseBody } from './check-bodies.ts';
import { foreignHeaderIn } from './foreign-headers.ts';
import { swallowedNote } from './swallowed-error.ts';
import type { CheckAnswer } from './check-types.ts';
import { type Run, inFrontOf, saying, did, isStatus } from './check-run.ts';

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
export function expect2xx(
  answer: CheckAnswer,
  body: CaseBody,
  run: Run,
  kind: Expecting,
): string | null {
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
    const swallowed = swallowedNote(answer, body.body);
    if (swallowed !== undefined) {
      tally.swallowed += 1;
      run.firstSwallowed ??= swallowed;
      return `answered ${status} to ${body.label}, and ${swallowed}`;
    }
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
    return `${what}, signed with the given key, as if it had no signature: ${HEADER_NOT_FOUND_CAUSE}${saying(answer)}`;
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

/** Why a signed delivery is refused as unsigned: the case lines and the common cause say it alike. */
export const HEADER_NOT_FOUND_CAUSE =
  "the receiver does not find the header the platform sends, <Service>-Webhooks-Signature; it reads it under another name (Node lowercases header names: req.headers['abstract-webhooks-signature'], not req.headers['Abstract-Webhooks-Signature']), or something in front of it drops the header";

/** Why a JSON parser found an empty body: the case lines and the common cause say it alike. */
export const EMPTY_BODY_CAUSE =
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
  if (status === 429)
    return `${what}: a rate limit on the route refused it (express-rate-limit, a gateway's throttling); exempt the webhook route, or set its limit well above the deliveries a busy hour brings`;
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
  // 409 Conflict, 400 "already exists": refused, so the platform records a failed delivery
  if (kind === 'duplicate' && status >= 400)
    return `${what}: a retry after a timeout sends the same bytes again, and a 4xx records it as a failed delivery; answer 2xx to a delivery already seen`;
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

// "Missing signature", "No signature header", "signature header required": and not "Missing or
// invalid signature", which a receiver says of every refusal.
export function saysSignatureMissing(body: string | undefined): boolean {
  const text = (body ?? '').slice(0, 1_000);
  return (
    /signature/i.test(text) &&
    /\b(missing|absent|required|no\b|not (found|present|provided|set))/i.test(text) &&
    !/invalid|mismatch|wrong|incorrect|bad\b|not match|n't match|fail|expired/i.test(text)
  );
}
