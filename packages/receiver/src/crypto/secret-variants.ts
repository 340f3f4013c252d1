import { sameBytes } from './same-bytes.ts';
import type { SignatureDiagnosisCode } from './signature-diagnosis.ts';

/** A key the sender may have used instead of the receiver's secret, and the code naming it. */
export interface SecretVariant {
  readonly code: SignatureDiagnosisCode;
  /** What the change was, for the message (never the key itself). */
  readonly change: string;
  readonly key: Uint8Array;
  /** False for a change that does not apply to this secret (`key` is then the secret itself). */
  readonly applies: boolean;
}

const encoder = new TextEncoder();

/**
 * The keys a sender may have used when the receiver's `secret` is slightly off: trimmed, with a
 * trailing newline, without surrounding quotes (`secret-whitespace`), hex- or base64-decoded
 * to bytes (`secret-encoding`). Always the same number of variants, whatever the secret looks
 * like (one that does not apply stands in as the secret itself, never reported), so the time
 * the doctor takes does not tell a sender anything about the key's shape.
 *
 * @example
 * ```ts
 * import { secretVariants } from './secret-variants.ts'; // internal; explainSignature uses it
 * secretVariants('key\n').filter((v) => v.applies).map((v) => v.change);
 * // ['trimmed', 'with a CRLF line ending added', ...]
 * ```
 */
export function secretVariants(secret: string): SecretVariant[] {
  const own = encoder.encode(secret);
  const variant = (
    code: SignatureDiagnosisCode,
    change: string,
    key: Uint8Array | string | undefined,
  ): SecretVariant => {
    const bytes = typeof key === 'string' ? encoder.encode(key) : key;
    const applies = bytes !== undefined && !sameBytes(bytes, own);
    return { code, change, key: applies ? bytes : own, applies };
  };
  const trimmed = secret.trim();
  return [
    variant('secret-whitespace', 'trimmed of surrounding whitespace', trimmed),
    variant('secret-whitespace', 'without its line ending', secret.replace(/\r?\n$/, '')),
    variant('secret-whitespace', 'with a trailing newline', `${secret}\n`),
    variant('secret-whitespace', 'with a trailing CRLF', `${secret}\r\n`),
    variant('secret-whitespace', 'without its surrounding quotes', unquote(secret)),
    variant('secret-whitespace', 'trimmed and without its quotes', unquote(trimmed)),
    variant('secret-encoding', 'hex-decoded to bytes', hexBytes(trimmed)),
    variant('secret-encoding', 'base64-decoded to bytes', base64Bytes(trimmed)),
  ];
}

function unquote(text: string): string | undefined {
  const quoted = /^(["'`])([\s\S]*)\1$/.exec(text);
  return quoted ? quoted[2] : undefined;
}

function hexBytes(text: string): Uint8Array | undefined {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(text)) return undefined;
  return Uint8Array.from(text.match(/../g)!, (pair) => parseInt(pair, 16));
}

/**
 * Standard or URL-safe base64, padded or not, to bytes; undefined when it is not base64.
 *
 * @example
 * ```ts
 * import { base64Bytes } from './secret-variants.ts'; // internal
 * base64Bytes('AAE=')?.length; // 2
 * ```
 */
export function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const plain = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (plain.length % 4 === 1) return undefined;
  let binary: string;
  try {
    binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
  } catch {
    return undefined;
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
