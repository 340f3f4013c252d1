import { createSecureContext, rootCertificates } from 'node:tls';
import { readInputFile } from '../body/resolve-fixture.ts';
import { UsageError } from '../errors.ts';
import type { TlsSettings } from './post-once.ts';

/**
 * Builds the TLS settings of a sending command once: `--ca <pem-file>` adds a certificate to
 * trust (besides Node's roots), `--insecure` turns checks off.
 *
 * @example
 * ```ts
 * const tls = loadTls({ ca: './receiver-cert.pem' });
 * await postOnce({ url, headers, body, timeoutMs: 10_000, tls });
 * ```
 */
export function loadTls(options: {
  ca?: string | undefined;
  insecure?: boolean | undefined;
}): TlsSettings {
  // One context for the whole command: without it node:https builds one (and parses every root
  // certificate) for each connection, since every delivery uses a fresh connection.
  if (!options.ca)
    return { secureContext: createSecureContext(), insecure: Boolean(options.insecure) };
  const pem = readInputFile(options.ca, 'CA file').toString('utf8');
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new UsageError(
      `CA file "${options.ca}" holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
    );
  }
  try {
    return {
      secureContext: createSecureContext({ ca: [...rootCertificates, pem] }),
      insecure: Boolean(options.insecure),
      caFile: options.ca,
    };
  } catch (error) {
    throw new UsageError(`CA file "${options.ca}" cannot be used: ${(error as Error).message}`);
  }
}
