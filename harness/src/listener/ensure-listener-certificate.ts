import { randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { ensurePrivateDir } from '../store/ensure-private-dir.ts';

/**
 * Folder of the generated certificate inside the state dir: `cert.pem` there is what a client
 * passes as its CA to trust `designhooks listen --https`.
 *
 * @example
 * ```ts
 * import { join } from 'node:path';
 * const ca = join('.designhooks', LISTENER_TLS_DIR, 'cert.pem'); // designhooks send --ca <ca>
 * ```
 */
export const LISTENER_TLS_DIR = 'listener-tls';
/** A certificate closer than this to expiry is replaced. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

/** The listener's certificate: PEMs and the file to pass to `designhooks send --ca`. */
export interface ListenerCertificate {
  readonly cert: string;
  readonly key: string;
  readonly certFile: string;
  readonly keyFile: string;
  /** True when it was made by this call. */
  readonly created: boolean;
}

/**
 * The self-signed certificate of `listen --https`: made on first use (EC P-256, valid a year,
 * for localhost, 127.0.0.1 and ::1), kept in `<stateDir>/listener-tls/`, reused afterwards and
 * renewed when it is about to expire. The certificate is its own CA: `designhooks send --ca
 * <certFile>` trusts it. Written as a whole folder then renamed, so two listeners starting at
 * once never leave a key and a certificate that do not match.
 *
 * @example
 * ```ts
 * const tls = await ensureListenerCertificate('.designhooks');
 * https.createServer({ cert: tls.cert, key: tls.key });
 * console.log(`designhooks send ... --ca ${tls.certFile}`);
 * ```
 */
export async function ensureListenerCertificate(
  stateDir: string,
  now = new Date(),
): Promise<ListenerCertificate> {
  const dir = join(stateDir, LISTENER_TLS_DIR);
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const existing = readPair(certFile, keyFile, now);
  if (existing) return { ...existing, certFile, keyFile, created: false };

  const pems = await generate([{ name: 'commonName', value: 'designhooks listener (localhost)' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  ensurePrivateDir(stateDir);
  const staging = join(stateDir, `${LISTENER_TLS_DIR}.${randomBytes(4).toString('hex')}.tmp`);
  mkdirSync(staging, { mode: 0o700 });
  writeFileSync(join(staging, 'key.pem'), pems.private, { mode: 0o600 });
  writeFileSync(join(staging, 'cert.pem'), pems.cert, { mode: 0o644 });
  const installed = () => {
    const theirs = readPair(certFile, keyFile, now);
    rmSync(staging, { recursive: true, force: true });
    return theirs ? { ...theirs, certFile, keyFile, created: false } : null;
  };
  // Another listener may have installed a pair while this one was generating: use it.
  if (readPair(certFile, keyFile, now)) return installed()!;
  const old = `${dir}.${randomBytes(4).toString('hex')}.old`;
  try {
    if (existsSync(dir)) renameSync(dir, old); // expired or broken: set aside
    renameSync(staging, dir);
  } catch {
    const theirs = installed();
    if (theirs) return theirs;
    throw new Error(`cannot write the listener certificate to ${dir}`);
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
  return { cert: pems.cert, key: pems.private, certFile, keyFile, created: true };
}

function readPair(
  certFile: string,
  keyFile: string,
  now: Date,
): { cert: string; key: string } | null {
  try {
    const cert = readFileSync(certFile, 'utf8');
    const key = readFileSync(keyFile, 'utf8');
    const x509 = new X509Certificate(cert);
    if (new Date(x509.validTo).getTime() - now.getTime() < RENEW_BEFORE_MS) return null;
    return { cert, key };
  } catch {
    return null;
  }
}
