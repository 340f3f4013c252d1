/** A delivery body: the raw bytes, or text (hashed as its UTF-8 bytes). */
export type Body = Uint8Array | string;

/**
 * What the receiver needs from a crypto library, answered at once: node:crypto's build
 * (`./node/backend.ts`, for Node, Deno and Bun).
 */
export interface SyncCryptoBackend {
  readonly sync: true;
  /** Lowercase hex HMAC-SHA256 of the body under the secret (UTF-8). */
  hmacSha256Hex(secret: string, body: Body): string;
  /**
   * True when `signature` (a header's value: 64 hex digits, either letter case) is, compared in
   * constant time, the body's HMAC under any secret. Any other value is simply unequal.
   */
  verifyHmacSha256(body: Body, signature: string, secrets: readonly string[]): boolean;
  /** Lowercase hex SHA-256 of the body: the dedupe key. */
  sha256Hex(body: Body): string;
  /**
   * True when one of `digests` (raw 32-byte values) is, compared in constant time, the body's
   * HMAC-SHA256 under a key given as bytes (the signature doctor's key variants are not all text).
   */
  verifyHmacSha256Key(key: Uint8Array, body: Uint8Array, digests: readonly Uint8Array[]): boolean;
}

/** The same, answered with promises: Web Crypto's build (`./web/backend.ts`, workerd, browsers). */
export interface AsyncCryptoBackend {
  readonly sync: false;
  hmacSha256Hex(secret: string, body: Body): Promise<string>;
  verifyHmacSha256(body: Body, signature: string, secrets: readonly string[]): Promise<boolean>;
  sha256Hex(body: Body): Promise<string>;
  verifyHmacSha256Key(
    key: Uint8Array,
    body: Uint8Array,
    digests: readonly Uint8Array[],
  ): Promise<boolean>;
}

/** Either build: `sync` tells which, so callers narrow without a cast. */
export type CryptoBackend = SyncCryptoBackend | AsyncCryptoBackend;

// The seam. Code imports `backend` from '#crypto/backend'; package.json's `imports` resolves it
// to ./node/backend.ts (the default) or ./web/backend.ts (workerd, worker, browser conditions),
// and each build declares its object `satisfies` its interface above. The type checker (the
// `types` condition) lands here instead, so shared code sees either build, never node's alone.
export declare const backend: CryptoBackend;
