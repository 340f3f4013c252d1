import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { tempDir } from './temp-dir.ts';

/** A certificate for a test's HTTPS server, with the files a client or a child process reads. */
export interface SelfSignedCertificate {
  /** PEM of the certificate: hand it to `https.createServer`, or trust it as the CA. */
  cert: string;
  /** PEM of its private key. */
  key: string;
  /** `cert.pem` on disk: what `--ca` and `deliver({ ca })` take. */
  caFile: string;
  /** `key.pem` on disk, beside it. */
  keyFile: string;
}

/** Long enough for any test run, short enough that a leaked key is worth nothing. */
const VALID_FOR_MS = 2 * 86_400_000;

/**
 * A new self-signed certificate (EC P-256) for `localhost` and 127.0.0.1, valid for two days,
 * written as `cert.pem` and `key.pem` into `dir` (a new temporary folder by default): the HTTPS
 * receiver every TLS test starts on loopback. Generating one takes a few milliseconds, so a test
 * file usually makes one and shares it.
 *
 * @example
 * ```ts
 * const { cert, key, caFile } = await selfSignedCertificate();
 * const port = await listenOnLoopback(https.createServer({ cert, key }, handler));
 * await runCli(['send', 'project.updated', '--url', `https://127.0.0.1:${port}/`, '--ca', caFile]);
 * ```
 */
export async function selfSignedCertificate(
  dir = tempDir('designhooks-cert-'),
): Promise<SelfSignedCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    notAfterDate: new Date(Date.now() + VALID_FOR_MS),
  });
  const caFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  writeFileSync(caFile, pems.cert);
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  return { cert: pems.cert, key: pems.private, caFile, keyFile };
}
