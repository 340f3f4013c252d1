import { base64Bytes } from './secret-variants.ts';

/** What a signature header's value is, before any HMAC is computed. */
export type SignatureHeaderForm =
  | { readonly kind: 'missing' }
  /** Not a signature in any known form; `why` describes it without echoing it. */
  | { readonly kind: 'malformed'; readonly why: string }
  /** Repeated or comma-joined: the digests of the values that are signatures. */
  | { readonly kind: 'multiple'; readonly count: number; readonly digests: Uint8Array[] }
  /** `sha256=<hex>` and the like (`prefix` with its `=` or `:`); `digest` when what follows is a signature. */
  | { readonly kind: 'prefixed'; readonly prefix: string; readonly digest: Uint8Array | undefined }
  | { readonly kind: 'base64'; readonly digest: Uint8Array }
  | { readonly kind: 'hex'; readonly digest: Uint8Array; readonly uppercase: boolean };

const DIGEST_BYTES = 32;
// Short enough to be a scheme label (sha256, v1, hmac-sha256) or the header's own name (a whole
// `Abstract-Webhooks-Signature: <hex>` line pasted from a log), never a whole value.
const PREFIX = /^([A-Za-z][A-Za-z0-9_.-]{0,39})[=:](.+)$/s;

/**
 * Reads a signature header's value (or the values of a repeated header) into its form: 64 hex
 * digits, base64 of 32 bytes, prefixed, several values, missing or malformed. The doctor's
 * first step: the header problems are facts of the value, found before any HMAC.
 *
 * @example
 * ```ts
 * import { readSignatureHeader } from './read-signature-header.ts'; // internal
 * readSignatureHeader('sha256=' + 'ab'.repeat(32)).kind; // 'prefixed'
 * readSignatureHeader(undefined).kind; // 'missing'
 * ```
 */
export function readSignatureHeader(
  signature: string | readonly string[] | null | undefined,
): SignatureHeaderForm {
  const values = (typeof signature === 'string' ? [signature] : (signature ?? []))
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.length === 0) return { kind: 'missing' };
  if (values.length > 1) {
    const digests = values.flatMap((value) => {
      const digest = digestOf(value) ?? digestOf(PREFIX.exec(value)?.[2] ?? '');
      return digest ? [digest] : [];
    });
    return { kind: 'multiple', count: values.length, digests };
  }
  const value = values[0]!;
  if (HEX64.test(value))
    return { kind: 'hex', digest: hexDigest(value), uppercase: /[A-F]/.test(value) };
  const base64 = base64Digest(value);
  if (base64) return { kind: 'base64', digest: base64 };
  const prefixed = PREFIX.exec(value);
  if (prefixed)
    return {
      kind: 'prefixed',
      prefix: value.slice(0, prefixed[1]!.length + 1),
      digest: digestOf(prefixed[2]!.trim()),
    };
  return { kind: 'malformed', why: describe(value) };
}

const HEX64 = /^[0-9a-fA-F]{64}$/;

function digestOf(value: string): Uint8Array | undefined {
  return HEX64.test(value) ? hexDigest(value) : base64Digest(value);
}

function hexDigest(value: string): Uint8Array {
  return Uint8Array.from(value.match(/../g)!, (pair) => parseInt(pair, 16));
}

function base64Digest(value: string): Uint8Array | undefined {
  if (value.length < 43 || value.length > 44) return undefined;
  const bytes = base64Bytes(value);
  return bytes?.length === DIGEST_BYTES ? bytes : undefined;
}

// Says what the value is like (length, kind of characters), never the value: it comes from
// the network and may hold anything.
function describe(value: string): string {
  // copied from a JSON record or a log with its quotes: the quotes are the only problem
  if (/^(["'])[0-9a-fA-F]{64}\1$/.test(value))
    return 'it is 64 hex digits in quotes (copied with them from a JSON record or a log): pass it without its quotes';
  if (/^[0-9a-fA-F]+$/.test(value))
    return `it is ${value.length} hex digits, not 64 (cut, or another hash than SHA-256)`;
  return `it is ${value.length} characters and not hex (64 hex digits expected)`;
}
