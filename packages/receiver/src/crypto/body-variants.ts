import { goEscape, goUnescape } from '../contract/go-escape.ts';
import { sameBytes } from './same-bytes.ts';
import { base64Bytes } from './secret-variants.ts';
import type { SignatureDiagnosisCode } from './signature-diagnosis.ts';

/** A form the signed body may have had, and the code that names the change. */
export interface BodyVariant {
  readonly code: SignatureDiagnosisCode;
  /** What the change was, for the message: `with the Go escapes applied`, ... */
  readonly change: string;
  readonly bytes: Uint8Array;
  /** Codes of later variants that are the same bytes (the documented order chose this one). */
  readonly alsoExplains: SignatureDiagnosisCode[];
  /** What happened to the body, when the change alone does not say: a sentence for the message. */
  readonly note?: string;
}

const RESERIALIZED_NOTE =
  'The body you verified was parsed and re-serialised (JSON.stringify(JSON.parse(raw))): ' +
  'the platform signs its raw bytes, whose Go escapes such as \\u003c JSON.stringify does not write.';
const SPACED_NOTE =
  'The body you verified was parsed and written again with a space after each , and : ' +
  "(Python's json.dumps(json.loads(raw)) writes it so): the platform signs its raw bytes, compact.";

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const BOM = [0xef, 0xbb, 0xbf];

/**
 * The forms of `body` a sender (or something on the way) may have signed instead of these
 * bytes, each with the code naming the change, in the documented order; forms equal to the body
 * or to an earlier form are dropped, their codes noted on the form that stays. The JSON forms
 * need a body that is UTF-8 JSON; the byte forms work on any body.
 *
 * @example
 * ```ts
 * import { bodyVariants } from './body-variants.ts'; // internal; explainSignature uses it
 * bodyVariants(new TextEncoder().encode('{"a":"<"}')).map((v) => v.code);
 * // ['body-trailing-newline', 'body-bom', 'body-reserialized', 'body-pretty-printed', 'body-pretty-printed']
 * ```
 */
export function bodyVariants(body: Uint8Array): BodyVariant[] {
  const found: BodyVariant[] = [];
  const add = (
    code: SignatureDiagnosisCode,
    change: string,
    bytes: Uint8Array | undefined,
    note?: string,
  ) => {
    if (!bytes || sameBytes(bytes, body)) return;
    const earlier = found.find((variant) => sameBytes(variant.bytes, bytes));
    if (earlier) {
      if (earlier.code !== code && !earlier.alsoExplains.includes(code))
        earlier.alsoExplains.push(code);
      return;
    }
    found.push({ code, change, bytes, alsoExplains: [], ...(note ? { note } : {}) });
  };

  const text = utf8Text(body);
  const value = text === undefined ? undefined : parseJson(text);
  // The smallest changes first: bytes, then escapes, then re-serialisation, then indentation.
  const newline = 0x0a;
  add('body-trailing-newline', 'with a trailing newline added', concat(body, [newline]));
  add('body-trailing-newline', 'without its trailing newline', withoutTrailingNewline(body));
  add('body-crlf', 'with LF line endings turned into CRLF', lfToCrlf(body));
  add('body-crlf', 'with CRLF line endings turned into LF', crlfToLf(body));
  add(
    'body-bom',
    startsWithBom(body) ? 'without its byte-order mark' : 'with a byte-order mark added',
    startsWithBom(body) ? body.subarray(3) : concat(Uint8Array.from(BOM), body),
  );
  add('body-latin1', 'decoded as latin1 and re-encoded as UTF-8', latin1ToUtf8(body));
  add('body-latin1', 'decoded as UTF-8 and re-encoded as latin1', utf8ToLatin1(text));
  add('body-base64', 'decoded from the base64 you have', base64Decoded(text));
  if (text !== undefined) {
    const escaped = goEscape(text);
    // JSON.stringify's output with the escapes put back is what a parsed and re-serialised
    // delivery lost: the receiver verified JSON.stringify(JSON.parse(raw)).
    const stringified = value !== undefined && value.compact === text;
    add(
      stringified ? 'body-reserialized' : 'body-go-escapes',
      stringified
        ? 'as the platform sent it, before it was parsed and re-serialised (the Go escapes of < > & put back)'
        : 'with the Go escapes (\\u003c \\u003e \\u0026 \\u2028 \\u2029) applied',
      encoder.encode(escaped),
      stringified ? RESERIALIZED_NOTE : undefined,
    );
    add(
      'body-go-escapes',
      'with the Go escapes (\\u003c \\u003e \\u0026 \\u2028 \\u2029) undone',
      encoder.encode(goUnescape(text)),
    );
  }
  if (value !== undefined) {
    // A re-indented body (a proxy, a logger) compacts back to what was signed; a compact one
    // was re-serialised with other spacing.
    const indented = text!.trim().includes('\n');
    // spaces between members on one line, outside every string: json.dumps' ", " and ": "
    const spaced = !indented && /\s/.test(text!.trim().replace(/"(?:[^"\\]|\\.)*"/g, '""'));
    const { compact } = value;
    const code = indented ? 'body-pretty-printed' : 'body-reserialized';
    const change = indented
      ? 'compacted back from the indented form you have'
      : spaced
        ? 'compacted back from the spaced form you have'
        : 'as JSON.stringify(JSON.parse(body)) writes it';
    const note = indented ? undefined : spaced ? SPACED_NOTE : RESERIALIZED_NOTE;
    add(code, change, encoder.encode(compact), note);
    add(code, `${change}, with the Go escapes applied`, encoder.encode(goEscape(compact)), note);
    add('body-pretty-printed', 'indented by 2 spaces', encoded(indent(value.parsed, 2)));
    add('body-pretty-printed', 'indented by 4 spaces', encoded(indent(value.parsed, 4)));
  }
  return found;
}

function utf8Text(body: Uint8Array): string | undefined {
  try {
    return strictDecoder.decode(body);
  } catch {
    return undefined;
  }
}

// Parsed and written back compact, or undefined: a body JSON.parse refuses, or one nested so
// deep that JSON.stringify runs out of stack, has no JSON forms.
function parseJson(text: string): { parsed: unknown; compact: string } | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return { parsed, compact: JSON.stringify(parsed) };
  } catch {
    return undefined;
  }
}

function indent(value: unknown, spaces: number): string | undefined {
  try {
    return JSON.stringify(value, null, spaces);
  } catch {
    return undefined;
  }
}

function encoded(text: string | undefined): Uint8Array | undefined {
  return text === undefined ? undefined : encoder.encode(text);
}

function concat(a: Uint8Array, b: Uint8Array | readonly number[]): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function startsWithBom(body: Uint8Array): boolean {
  return body[0] === BOM[0] && body[1] === BOM[1] && body[2] === BOM[2];
}

function withoutTrailingNewline(body: Uint8Array): Uint8Array | undefined {
  if (body[body.length - 1] !== 0x0a) return undefined;
  return body.subarray(0, body.length - (body[body.length - 2] === 0x0d ? 2 : 1));
}

function lfToCrlf(body: Uint8Array): Uint8Array | undefined {
  if (!body.includes(0x0a)) return undefined;
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === 0x0a && body[i - 1] !== 0x0d) out.push(0x0d);
    out.push(body[i]!);
  }
  return out.length === body.length ? undefined : Uint8Array.from(out);
}

function crlfToLf(body: Uint8Array): Uint8Array | undefined {
  if (!body.includes(0x0d)) return undefined;
  const out: number[] = [];
  for (let i = 0; i < body.length; i++)
    if (!(body[i] === 0x0d && body[i + 1] === 0x0a)) out.push(body[i]!);
  return out.length === body.length ? undefined : Uint8Array.from(out);
}

// A body that is base64 text as a whole (API Gateway's `event.body` when `isBase64Encoded`),
// decoded: at least a JSON object's worth of characters, so a short token is not taken for it.
function base64Decoded(text: string | undefined): Uint8Array | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed.length < 8) return undefined;
  return base64Bytes(trimmed);
}

// The bytes read one character per byte (latin1), then written as UTF-8: double encoding.
function latin1ToUtf8(body: Uint8Array): Uint8Array | undefined {
  if (!body.some((byte) => byte >= 0x80)) return undefined;
  let text = '';
  for (const byte of body) text += String.fromCharCode(byte);
  return encoder.encode(text);
}

// The UTF-8 text written one byte per character: possible when every character is below U+0100.
function utf8ToLatin1(text: string | undefined): Uint8Array | undefined {
  // eslint-disable-next-line no-control-regex -- every character below U+0100, controls included
  if (text === undefined || !/[\u0080-\u00ff]/.test(text) || /[^\u0000-\u00ff]/.test(text))
    return undefined;
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}
