/**
 * The 32 bytes a signature header's value stands for: 64 hex digits, either letter case (upper
 * case is the same bytes). Undefined when it cannot be a signature (short, long, non-hex,
 * prefixed): decoding is the format check, with no expression to run. The web build's check.
 *
 * @example
 * ```ts
 * import { signatureBytes } from './signature-bytes.ts'; // internal
 * signatureBytes('ff'.repeat(32))?.[0]; // 255
 * signatureBytes('sha256=00'); // undefined
 * ```
 */
export function signatureBytes(signature: string): Uint8Array | undefined {
  if (signature.length !== 64) return undefined;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    const high = nibble(signature.charCodeAt(2 * i));
    const low = nibble(signature.charCodeAt(2 * i + 1));
    if (high < 0 || low < 0) return undefined;
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}

function nibble(code: number): number {
  // Stryker disable next-line ConditionalExpression: without `code >= 48` a code below 48 gives code - 48 < 0, refused like -1
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  if (code >= 65 && code <= 70) return code - 55; // A-F
  return -1;
}
