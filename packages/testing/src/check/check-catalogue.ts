import { eventNames } from '@designhooks/types';

/** `must`: a failure loses deliveries (the check fails); `should`: a failure is reported only. */
export type CheckSeverity = 'must' | 'should';

/** Where a case's rule comes from. */
export type CheckRuleSource = 'spec' | 'platform-facts' | 'failure-mode';

/** One case of the conformance catalogue: data, read by the runner, the reports and the docs. */
export interface CheckCase {
  /** Stable id, part of the interface (`--only`, `--skip`, the reports). */
  id: string;
  severity: CheckSeverity;
  /** What the receiver must do, in one sentence. */
  rule: string;
  /** Where the rule comes from: the spec, platform-facts.md, or a production failure mode. */
  source: CheckRuleSource;
  /** The most likely fix when the case fails, in one sentence (docs/check.md has it per framework). */
  fix: string;
}

const SIGNATURE_FIX =
  'verify the <Service>-Webhooks-Signature header (HMAC-SHA256 of the raw body) before anything else and answer 401 when it is missing or wrong';

function eventCases(event: string): CheckCase[] {
  return [
    {
      id: `event.${event}`,
      severity: 'must',
      rule: `The canonical ${event} delivery (signed, Go-encoded, the platform's exact headers) is answered 2xx.`,
      source: 'spec',
      fix: 'read the raw body, verify it, parse it, and answer 2xx before any slow work',
    },
    {
      id: `event.${event}.variants`,
      severity: 'must',
      rule: `Every variant of ${event} the platform may send (null vs "", absent optional members, unknown extra fields, many items) is answered 2xx.`,
      source: 'platform-facts',
      fix: 'accept null, "" and absent for optional members, allow unknown properties and unknown enum values',
    },
  ];
}

/**
 * The conformance catalogue `designhooks check` and `checkReceiver` run, in order: ten
 * `event.<name>` cases with their `.variants`, then encoding, size, unknown event, signature,
 * delivery, request, load and latency cases. Ids are part of the interface.
 *
 * @example
 * ```ts
 * import { checkCatalogue } from '@designhooks/testing';
 * for (const c of checkCatalogue) console.log(c.id, c.severity, c.rule);
 * ```
 */
export const checkCatalogue: readonly CheckCase[] = Object.freeze([
  ...eventNames.flatMap(eventCases),
  {
    id: 'encoding.go-escapes',
    severity: 'must',
    rule: 'A body carrying <, >, &, U+2028 and U+2029, written as the Go sender writes them (\\u003c, \\u003e, \\u0026, \\u2028, \\u2029), is answered 2xx.',
    source: 'platform-facts',
    fix: 'verify the signature over the raw request bytes, never over JSON.stringify of a parsed body',
  },
  {
    id: 'encoding.utf8',
    severity: 'must',
    rule: 'Names and comment bodies with emoji, CJK and combining marks (raw UTF-8) are answered 2xx.',
    source: 'platform-facts',
    fix: 'read the body as bytes and decode it as UTF-8; verify over the bytes, not a re-encoded string',
  },
  {
    id: 'encoding.utf8-split',
    severity: 'must',
    rule: 'A body with emoji and CJK whose bytes arrive in two pieces, split inside a character (as TCP may split any body), is answered 2xx.',
    source: 'failure-mode',
    fix: 'collect the body as bytes and decode or hash it whole (Buffer.concat of the chunks); decoding each chunk on its own (body += chunk) breaks a character split between two',
  },
  {
    id: 'size.large',
    severity: 'must',
    rule: 'A commits.created delivery with 1,000 commits (about 540 KiB) is answered 2xx.',
    source: 'failure-mode',
    fix: "raise the body limit to at least 1 MiB (express.json's default is 100 KB)",
  },
  {
    id: 'event.unknown',
    severity: 'should',
    rule: 'A well-formed, signed delivery of an event name that is not one of the ten is answered 2xx (acknowledged, so the platform stops retrying).',
    source: 'platform-facts',
    fix: 'acknowledge (2xx) event names you do not handle; webhooks are in beta and names may be added',
  },
  {
    id: 'signature.missing',
    severity: 'must',
    rule: 'A delivery without the signature header is refused with a 4xx (401 recommended) when a signing key is set.',
    source: 'platform-facts',
    fix: SIGNATURE_FIX,
  },
  {
    id: 'signature.wrong-key',
    severity: 'must',
    rule: 'A delivery signed with another key is refused with a 4xx (401 recommended).',
    source: 'platform-facts',
    fix: SIGNATURE_FIX,
  },
  {
    id: 'signature.tampered',
    severity: 'must',
    rule: 'A delivery whose body changed by one byte after signing is refused with a 4xx (401 recommended).',
    source: 'platform-facts',
    fix: SIGNATURE_FIX,
  },
  {
    id: 'signature.malformed',
    severity: 'must',
    rule: 'A delivery whose signature header is the first 40 of the 64 hex digits is refused with a 4xx (401 recommended): not accepted, not a 5xx, and the receiver keeps running (anyone can send one).',
    source: 'failure-mode',
    fix: "compare all 64 hex digits, and check the header's length before a constant-time compare that throws on unequal lengths (Node's crypto.timingSafeEqual)",
  },
  {
    id: 'signature.leading-zero',
    severity: 'must',
    rule: 'A delivery whose signature starts with 0, as one in 16 does, is answered 2xx.',
    source: 'failure-mode',
    fix: "compare the header with the HMAC written as 64 lower-case hex digits, leading zeros included (Java's new BigInteger(1, hmac).toString(16) drops them)",
  },
  {
    id: 'delivery.duplicate',
    severity: 'must',
    rule: 'The same bytes delivered twice, as a retry after a timeout sends them, are both answered 2xx.',
    source: 'failure-mode',
    fix: 'make handlers idempotent: treat a delivery already seen (same body digest or record id) as success',
  },
  {
    id: 'delivery.out-of-order',
    severity: 'should',
    rule: 'branch.updated and branch.statusUpdated before branch.created, comment.updated and comment.deleted before comment.created (one branch, one comment, fresh ids): each answered 2xx.',
    source: 'failure-mode',
    fix: 'upsert instead of update-or-fail, and acknowledge (2xx) a change to a record not seen yet: delivery order is not promised, and a 4xx or 5xx either drops the delivery or has it retried',
  },
  {
    id: 'delivery.late-redelivery',
    severity: 'should',
    rule: 'A delivery first sent a day ago (its createdAt 24 h old), as a redelivery from the webhook settings or a retry after a long outage sends it again, is answered 2xx.',
    source: 'platform-facts',
    fix: "do not refuse a delivery for its createdAt's age (a replay window): a redelivery resends the recorded body; acknowledge a body already seen (dedupe on its digest) instead",
  },
  {
    id: 'request.not-json',
    severity: 'should',
    rule: 'Signed bytes that are not JSON are answered 4xx, not 5xx.',
    source: 'failure-mode',
    fix: 'answer 400 when the body does not parse; a 5xx makes the platform retry bytes that never will',
  },
  {
    id: 'request.wrong-method',
    severity: 'should',
    rule: 'A GET to the webhook URL is not answered 2xx.',
    source: 'spec',
    fix: 'route only POST to the receiver (405 for other methods)',
  },
  {
    id: 'load.burst',
    severity: 'must',
    rule: 'A burst of distinct signed deliveries sent at once (as after a large push) is answered 2xx, every one.',
    source: 'failure-mode',
    fix: 'answer first and work later (a queue), and size the server for bursts',
  },
  {
    id: 'latency',
    severity: 'should',
    rule: "The p95 of the receiver's answer times (the sequential cases) is at most --max-latency.",
    source: 'failure-mode',
    fix: 'answer 2xx as soon as the delivery is verified and stored; do slow work after answering',
  },
] satisfies CheckCase[]);
