import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureListenerCertificate } from './ensure-listener-certificate.ts';

const dir = mkdtempSync(join(tmpdir(), 'dh-cert-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ensureListenerCertificate', () => {
  it('creates a matching localhost pair once, then reuses it; renews near expiry', async () => {
    const first = await ensureListenerCertificate(dir);
    expect(first.created).toBe(true);
    const x509 = new X509Certificate(first.cert);
    expect(x509.subjectAltName).toContain('DNS:localhost');
    expect(x509.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(x509.checkPrivateKey(createPrivateKey(first.key))).toBe(true);
    expect(createPublicKey(first.key).asymmetricKeyType).toBe('ec');
    expect(statSync(first.keyFile).mode & 0o077).toBe(0);

    const second = await ensureListenerCertificate(dir);
    expect(second.created).toBe(false);
    expect(second.cert).toBe(first.cert);

    const later = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    const renewed = await ensureListenerCertificate(dir, later);
    expect(renewed.created).toBe(true);
    expect(renewed.cert).not.toBe(first.cert);
    expect(readdirSync(dir)).toEqual(['listener-tls']);
  });

  it('two listeners starting at once end with one consistent pair', async () => {
    const shared = join(dir, 'race');
    const [a, b] = await Promise.all([
      ensureListenerCertificate(shared),
      ensureListenerCertificate(shared),
    ]);
    const onDisk = await ensureListenerCertificate(shared);
    expect(new X509Certificate(onDisk.cert).checkPrivateKey(createPrivateKey(onDisk.key))).toBe(
      true,
    );
    for (const pair of [a, b])
      expect(new X509Certificate(pair.cert).checkPrivateKey(createPrivateKey(pair.key))).toBe(true);
    expect(readdirSync(shared)).toEqual(['listener-tls']);
  });
});
