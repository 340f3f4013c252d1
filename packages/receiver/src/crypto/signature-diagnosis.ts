/**
 * Every code the signature doctor answers with, in its documented order: when two causes
 * explain the same bytes, the one listed first is reported (and its message says so). Header
 * problems come first (the value cannot be compared as it is), then the secret, then the body
 * from the smallest change (a byte) to the largest (re-indented JSON).
 * docs/verifying-signatures.md has a troubleshooting row for each.
 *
 * @example
 * ```ts
 * import { SIGNATURE_DIAGNOSIS_CODES } from '@designhooks/receiver';
 * SIGNATURE_DIAGNOSIS_CODES.includes('body-reserialized'); // true
 * ```
 */
export const SIGNATURE_DIAGNOSIS_CODES = [
  'empty-secret',
  'missing',
  'multiple-values',
  'prefixed',
  'base64',
  'malformed',
  'uppercase-hex',
  'wrong-secret',
  'secret-whitespace',
  'secret-encoding',
  'body-trailing-newline',
  'body-crlf',
  'body-bom',
  'body-latin1',
  'body-base64',
  'body-go-escapes',
  'body-reserialized',
  'body-pretty-printed',
  'no-match',
] as const;

/** One of `SIGNATURE_DIAGNOSIS_CODES`. */
export type SignatureDiagnosisCode = (typeof SIGNATURE_DIAGNOSIS_CODES)[number];

/**
 * Why a signature does not match, found by recomputing it: a code from the closed list, a
 * message saying what was found, and what to change. Never contains a key.
 *
 * @example
 * ```ts
 * import { explainSignature, type SignatureDiagnosis } from '@designhooks/receiver';
 * const diagnosis: SignatureDiagnosis | null = await explainSignature({ body, signature, secret });
 * if (diagnosis) console.error(`${diagnosis.code}: ${diagnosis.message}\nfix: ${diagnosis.fix}`);
 * ```
 */
export interface SignatureDiagnosis {
  readonly code: SignatureDiagnosisCode;
  /** What was found, in one or two sentences. */
  readonly message: string;
  /** What to change. */
  readonly fix: string;
  /** With `wrong-secret` (or a header problem over another key): which of `candidates` matched. */
  readonly candidateIndex?: number;
}

/** What to change, per code: the same for every occurrence, so it lives in one table. */
export const SIGNATURE_FIXES: Readonly<Record<SignatureDiagnosisCode, string>> = {
  'empty-secret':
    'Set the signing key: it is shown once when the webhook is created; read it from your ' +
    'secret store or environment and check that the variable is really set where the receiver runs.',
  missing:
    'Send (or forward) the signature header: a proxy or gateway may drop unknown headers, and the ' +
    "header name follows the service name (`<Service>-Webhooks-Signature`): check the receiver's `service` option.",
  'multiple-values':
    'Pass the one header value the platform sent: a proxy added a second signature header, or ' +
    'your code joined repeated headers with commas. Keep the first value the sender set.',
  prefixed:
    'Compare the bare hex value: the platform sends 64 lowercase hex digits with no `sha256=` ' +
    'or other prefix, so do not add one when comparing, or strip the one your gateway added ' +
    "(pasting from a log, leave out the header's name).",
  base64: 'Encode the HMAC as lowercase hex (`digest("hex")`), not base64: the platform sends hex.',
  malformed:
    'Pass the header value as received: 64 lowercase hex digits. It was cut, re-encoded or taken ' +
    'from another header.',
  'uppercase-hex':
    'Compare in lower case: the platform sends lowercase hex, so something on the way changed the ' +
    'case (designhooks accepts either case, a plain string comparison does not).',
  'wrong-secret':
    "Use this webhook's own signing key: each webhook has its own, and the key you have belongs " +
    'to another one (or is an old key after a rotation: list both while rotating).',
  'secret-whitespace':
    'Trim the signing key where you read it: a file written by `echo` ends with a newline, and ' +
    'a `.env` value may keep its quotes; the key is the bare characters.',
  'secret-encoding':
    'Use the signing key as the text it is (its UTF-8 bytes): do not hex- or base64-decode it ' +
    'before computing the HMAC.',
  'body-reserialized':
    'Verify the raw request bytes, before any JSON parser: express: `express.raw({ type: ' +
    "'application/json' })` on the webhook route (or `expressMiddleware` before `express.json()`, " +
    'or a parser that keeps the bytes: `express.json({ verify })` storing them in `req.rawBody`); ' +
    'Next.js route handlers: `await req.text()`; Next.js API routes (pages/api): ' +
    '`export const config = { api: { bodyParser: false } }`; Fastify: a raw-body content-type parser; never ' +
    "`JSON.stringify(JSON.parse(body))`, which the platform's own snippet does and which cannot match `\\u003c` escapes. " +
    'In Go, Python, Ruby, PHP or Java, hash the bytes read from the request before decoding ' +
    'them (Ruby: `request.body.read`; PHP: `php://input`), never what `json.Marshal`, ' +
    "`json.dumps`, `to_json`, `json_encode` or Jackson's `writeValueAsBytes` writes.",
  'body-go-escapes':
    'Verify the bytes exactly as received: the platform (Go) escapes `<`, `>`, `&`, U+2028 and ' +
    'U+2029 as `\\u003c`, `\\u003e`, `\\u0026`, `\\u2028`, `\\u2029`; something between it and ' +
    'your check un-escaped (or escaped) them. Read the raw body, not a re-encoded one.',
  'body-pretty-printed':
    'Verify the body as sent, compact: a proxy, API gateway mapping template or logger ' +
    're-indented the JSON. Pass the body through unchanged, or verify before it is re-formatted.',
  'body-trailing-newline':
    'Verify the exact bytes: a trailing newline was added or removed (a file saved by an editor, ' +
    '`echo` instead of `printf`, a line-based reader). Read the body as bytes.',
  'body-crlf':
    'Verify the exact bytes: line endings were converted between LF and CRLF (a text-mode copy, ' +
    'git autocrlf on a saved body). Read and store bodies as binary.',
  'body-bom':
    'Verify the exact bytes: a UTF-8 byte-order mark (EF BB BF) was added or removed (an editor ' +
    'or a text decoder did it). Read the body as bytes.',
  'body-latin1':
    'Read the body as bytes (or UTF-8): it was decoded as latin1 and re-encoded as UTF-8 (or the ' +
    'reverse), which changes every non-ASCII character. AWS Lambda behind API Gateway: decode ' +
    '`event.body` from base64 to bytes when `event.isBase64Encoded` is true, never to a latin1 ' +
    "('binary') string.",
  'body-base64':
    'Decode the body from base64 before computing the HMAC: you hashed its base64 text. AWS ' +
    'Lambda behind API Gateway: when `event.isBase64Encoded` is true, decode `event.body` from ' +
    'base64 to bytes and hash those, never the base64 text itself.',
  'no-match':
    "Compare what you have with what was sent: the body's byte length and SHA-256 with the " +
    "delivery's (the listener and the inspector show both), and the key with the webhook's " +
    '(same length, same first and last characters). A re-sent delivery is signed again.',
};
