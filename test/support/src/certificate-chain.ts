import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate, type CertificateExtension } from 'selfsigned';
import { tempDir } from './temp-dir.ts';

/** A certificate chain as a public CA issues one, for a test's HTTPS server on loopback. */
export interface CertificateChain {
  /** The root's certificate on disk (`root.pem`): what a client trusts, as `--ca`. */
  rootFile: string;
  /** The leaf's private key (PEM). */
  key: string;
  /** The leaf alone: what a server misconfigured with Let's Encrypt's cert.pem sends. */
  leaf: string;
  /** The leaf, then the intermediate that signed it: what fullchain.pem holds. */
  fullChain: string;
}

const VALID_FOR_MS = 2 * 86_400_000;
const CA_EXTENSIONS: CertificateExtension[] = [
  { name: 'basicConstraints', cA: true, critical: true },
  { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
];

/**
 * A root CA, an intermediate CA it signed, and a certificate for 127.0.0.1 and `localhost` the
 * intermediate signed (EC P-256, valid two days): the shape of a public CA's chain, to test a
 * server that leaves out its intermediate (browsers fetch it; Go and Node clients do not).
 *
 * @example
 * ```ts
 * const chain = await certificateChain();
 * https.createServer({ key: chain.key, cert: chain.leaf }, handler); // the intermediate left out
 * await runCli(['send', 'project.updated', '--url', url, '--ca', chain.rootFile]);
 * ```
 */
export async function certificateChain(
  dir = tempDir('designhooks-chain-'),
): Promise<CertificateChain> {
  const notAfterDate = new Date(Date.now() + VALID_FOR_MS);
  const options = { keyType: 'ec', algorithm: 'sha256', notAfterDate } as const;
  const root = await generate([{ name: 'commonName', value: 'designhooks test root' }], {
    ...options,
    extensions: CA_EXTENSIONS,
  });
  const intermediate = await generate(
    [{ name: 'commonName', value: 'designhooks test intermediate' }],
    { ...options, extensions: CA_EXTENSIONS, ca: { key: root.private, cert: root.cert } },
  );
  const leaf = await generate([{ name: 'commonName', value: 'localhost' }], {
    ...options,
    ca: { key: intermediate.private, cert: intermediate.cert },
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const rootFile = join(dir, 'root.pem');
  writeFileSync(rootFile, root.cert);
  const fullChain = `${leaf.cert.trimEnd()}\n${intermediate.cert}`;
  return { rootFile, key: leaf.private, leaf: leaf.cert, fullChain };
}
